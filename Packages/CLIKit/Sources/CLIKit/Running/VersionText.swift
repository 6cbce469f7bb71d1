import Localization

/// What `TOOL --version` prints: the name and version, the commit it was built from and the data it carries.
///
/// Text: `denklem 0.1.0` then one `label: value` line per item (the commit first), labels in the user's language.
/// JSON (`--json`, Docs/schemas/version.schema.json): `name`, `version`, `commit` when known, and `data`, an
/// object of the items' values by name.
struct VersionText {
    let tool: Tool
    let localizer: Localizer

    /// The commit line and the tool's data items, in order.
    var items: [ToolDataItem] {
        let commit = tool.commit.map { [ToolDataItem(name: "commit", label: "version.commit", value: $0)] } ?? []
        return commit + tool.data()
    }

    /// The text form, ending in a newline.
    func text() -> String {
        items.reduce("\(tool.name) \(tool.version)\n") { text, item in
            text + "\(localizer.text(item.label)): \(item.value)\n"
        }
    }

    /// The JSON form.
    func json() -> String {
        let data = Dictionary(tool.data().map { ($0.name, $0.value) }) { _, last in last }
        let document = VersionDocument(
            name: tool.name, version: tool.version, commit: tool.commit, data: data.isEmpty ? nil : data)
        return (try? JSONText.text(document)) ?? ""
    }
}

/// `--version --json`'s members.
private struct VersionDocument: JSONDocument {
    let name: String
    let version: String
    let commit: String?
    let data: [String: String]?
}
