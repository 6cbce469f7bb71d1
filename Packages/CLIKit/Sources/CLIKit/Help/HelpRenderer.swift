import Localization

/// Builds the localized `--help` text of a command from its definition.
///
/// Sections: title (tool, version, summary), usage line, discussion, subcommands, arguments, options, global
/// options, examples. Columns are aligned in terminal cells.
struct HelpRenderer {
    let toolName: String
    let version: String
    let localizer: Localizer

    /// The help of the last command of a path (root first).
    func render(path: [Command], globalOptions: [OptionSpec]) -> String {
        guard let command = path.last else { return "" }
        var sections = [title(command: command, path: path), usage(command: command, path: path)]
        if let discussion = command.discussion {
            sections.append(TextWidth.wrapParagraphs(localizer.text(discussion), width: Self.lineWidth))
        }
        sections += [
            subcommandSection(command), positionalSection(command),
            optionSection("help.section.options", command.options),
            optionSection("help.section.globalOptions", globalOptions), exampleSection(command),
        ].compactMap { $0 }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func title(command: Command, path: [Command]) -> String {
        let name = path.map(\.name).joined(separator: " ")
        let versionText = path.count == 1 ? " \(version)" : ""
        return "\(name)\(versionText) — \(localizer.text(command.summary))"
    }

    private func usage(command: Command, path: [Command]) -> String {
        var words = [path.map(\.name).joined(separator: " ")]
        if !command.subcommands.isEmpty { words.append(localizer.text("help.usage.command")) }
        words.append(localizer.text("help.usage.options"))
        words += command.positionals.map(positionalUsage)
        return localizer.text("help.section.usage") + " " + words.joined(separator: " ")
    }

    private func positionalUsage(_ spec: PositionalSpec) -> String {
        let name = "<\(localizer.text(spec.valueName))>" + (spec.isVariadic ? "…" : "")
        return spec.isRequired ? name : "[\(name)]"
    }

    private func subcommandSection(_ command: Command) -> String? {
        guard !command.subcommands.isEmpty else { return nil }
        let rows = command.subcommands.map { ($0.name, localizer.text($0.summary)) }
        return section("help.section.commands", rows: rows)
    }

    private func positionalSection(_ command: Command) -> String? {
        guard !command.positionals.isEmpty else { return nil }
        let rows = command.positionals.map { spec in
            ("<\(localizer.text(spec.valueName))>", describe(spec.help, [], choices: spec.choices, default: nil))
        }
        return section("help.section.arguments", rows: rows)
    }

    private func optionSection(_ titleKey: String, _ options: [OptionSpec]) -> String? {
        guard !options.isEmpty else { return nil }
        let rows = options.map { spec in
            (optionLabel(spec), describe(spec.help, spec.helpArguments, choices: spec.choices, default: spec))
        }
        return section(titleKey, rows: rows)
    }

    private func optionLabel(_ spec: OptionSpec) -> String {
        let short = spec.short.map { "-\($0), " } ?? "    "
        let value = spec.takesValue ? " <\(localizer.text(spec.valueName))>" : ""
        return short + spec.longForm + value
    }

    private func describe(_ key: String, _ arguments: [String], choices: [String], default spec: OptionSpec?)
        -> String
    {
        var text = localizer.text(key, arguments: arguments)
        if !choices.isEmpty && arguments.isEmpty {
            text += " " + localizer.text("help.choices", choices.joined(separator: ", "))
        }
        if let defaultText = spec?.defaultDescription { text += " " + localizer.text("help.default", defaultText) }
        if spec?.isRequired == true { text += " " + localizer.text("help.required") }
        if spec?.isRepeatable == true && spec?.takesValue == true { text += " " + localizer.text("help.repeatable") }
        return text
    }

    private func exampleSection(_ command: Command) -> String? {
        guard !command.examples.isEmpty else { return nil }
        let lines = command.examples.map { "  \($0.commandLine)\n      \(localizer.text($0.explanation))" }
        return localizer.text("help.section.examples") + "\n" + lines.joined(separator: "\n")
    }

    /// A titled two-column list; long texts wrap under their column (lines at most `lineWidth` cells).
    private func section(_ titleKey: String, rows: [(String, String)]) -> String {
        let width = min(32, rows.map { TextWidth.columns($0.0) }.max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        let lines = rows.map { label, text in
            let wrapped = TextWidth.wrap(text, width: Self.lineWidth - indent.count).joined(separator: "\n" + indent)
            return TextWidth.columns(label) > width
                ? "  \(label)\n\(indent)\(wrapped)"
                : "  \(TextWidth.pad(label, to: width))  \(wrapped)"
        }
        return localizer.text(titleKey) + "\n" + lines.joined(separator: "\n")
    }

    /// The widest help line, in terminal cells (fits a 100-column terminal; help is often piped, so no probing).
    static let lineWidth = 100
}
