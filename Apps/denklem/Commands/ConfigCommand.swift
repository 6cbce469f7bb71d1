import CLIKit
import Foundation

/// `denklem config set KEY VALUE | get KEY | unset KEY | list`: the mediator's own settings (``DenklemConfig``).
public enum ConfigCommand {
    static let key = Positional<String>(valueName: "value.configKey", help: "config.argument.key")
    static let value = Positional<String>(valueName: "value.text", help: "config.argument.value")

    /// The JSON of `get` and `list`.
    struct JSON: JSONDocument {
        struct Setting: Encodable {
            let key: String
            let value: String
        }

        let path: String?
        let settings: [Setting]
    }

    /// The command group.
    public static let command = Command(
        name: "config", summary: "config.summary", discussion: "config.discussion",
        examples: [
            CommandExample("denklem config set mediator.name \"Av. Ayşe Yılmaz\"", explanation: "config.example.set"),
            CommandExample("denklem config set pdf.paper letter", explanation: "config.example.paper"),
        ],
        subcommands: [set, get, unset, list])

    static let set = Command(name: "set", summary: "config.set.summary", positionals: [key.spec, value.spec]) {
        context in
        let name = try known(context)
        let text = context.arguments[value] ?? ""
        if !name.choices.isEmpty, !name.choices.contains(text) {
            throw UsageError.invalidValue(
                text, for: name.name, expectationKey: "value.expected.oneOf", choices: name.choices)
        }
        let config = try DenklemConfig(context: context)
        try config.write(config.entries.filter { $0.key != name.name } + [(name.name, text)])
        return .success
    }

    static let get = Command(name: "get", summary: "config.get.summary", positionals: [key.spec]) { context in
        let name = try known(context)
        // Like `git config --get`: an unset key prints nothing and exits 1.
        guard let text = try DenklemConfig(context: context).value(name.name) else { return .failure }
        context.writeLine(text)
        return .success
    }

    static let unset = Command(name: "unset", summary: "config.unset.summary", positionals: [key.spec]) { context in
        let name = try known(context)
        let config = try DenklemConfig(context: context)
        try config.write(config.entries.filter { $0.key != name.name })
        return .success
    }

    static let list = Command(name: "list", summary: "config.list.summary", writesJSON: true) { context in
        let config = try DenklemConfig(context: context)
        let entries = config.entries
        if context.isJSONOutput {
            try context.writeJSON(
                JSON(path: config.path, settings: entries.map { JSON.Setting(key: $0.key, value: $0.value) }))
        } else {
            for entry in entries { context.writeLine("\(entry.key) = \(entry.value)") }
        }
        return .success
    }

    /// The key argument, which must be one denklem knows.
    private static func known(_ context: CommandContext) throws -> DenklemConfig.Key {
        let text = context.arguments[key] ?? ""
        guard let found = DenklemConfig.keys.first(where: { $0.name == text }) else {
            throw UsageError.invalidValue(
                text, for: "KEY", expectationKey: "value.expected.oneOf", choices: DenklemConfig.keys.map(\.name))
        }
        return found
    }
}
