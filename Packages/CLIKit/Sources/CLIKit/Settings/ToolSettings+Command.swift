extension ToolSettings {
    /// The JSON of `config list`.
    struct ListJSON: JSONDocument {
        struct Setting: Encodable {
            let key: String
            let value: String
        }

        let path: String?
        let settings: [Setting]
    }

    static let keyArgument = Positional<String>(valueName: "settings.value.key", help: "settings.argument.key")
    static let valueArgument = Positional<String>(valueName: "settings.value.text", help: "settings.argument.value")

    /// `TOOL config set KEY VALUE | get KEY | unset KEY | list`.
    ///
    /// - Parameters:
    ///   - summary: the catalog key of the group's summary (the tool's own, naming its keys, or CLIKit's).
    ///   - discussion: the catalog key of the group's discussion.
    ///   - examples: the group's examples in `--help`.
    ///   - exclusive: pairs of keys of which at most one is set (`precision`, `digits`): setting one unsets the other.
    /// - Returns: the command group.
    public func command(
        summary: String = "settings.summary", discussion: String = "settings.discussion",
        examples: [CommandExample] = [], exclusive: [(String, String)] = []
    ) -> Command {
        Command(
            name: "config", summary: summary, discussion: discussion, examples: examples,
            subcommands: [setCommand(exclusive: exclusive), getCommand, unsetCommand, listCommand])
    }

    private func setCommand(exclusive: [(String, String)]) -> Command {
        let settings = self
        return Command(
            name: "set", summary: "settings.set.summary", positionals: [Self.keyArgument.spec, Self.valueArgument.spec]
        ) { context in
            let key = try settings.known(context)
            let text = context.arguments[Self.valueArgument] ?? ""
            guard key.isValid(text) else {
                let expectation = key.choices.isEmpty ? "settings.expected.valid" : "value.expected.oneOf"
                throw UsageError.invalidValue(text, for: key.name, expectationKey: expectation, choices: key.choices)
            }
            let others = Set(
                exclusive.filter { $0.0 == key.name }.map(\.1) + exclusive.filter { $0.1 == key.name }.map(\.0))
            try settings.update(context: context) { entries in
                entries.filter { $0.key != key.name && !others.contains($0.key) } + [(key.name, text)]
            }
            return .success
        }
    }

    private var getCommand: Command {
        let settings = self
        return Command(name: "get", summary: "settings.get.summary", positionals: [Self.keyArgument.spec]) { context in
            let key = try settings.known(context)
            // Like `git config --get`: an unset key prints nothing and exits 1.
            guard let text = try settings.value(key.name, in: context.environment) else { return .failure }
            context.writeLine(text)
            return .success
        }
    }

    private var unsetCommand: Command {
        let settings = self
        return Command(name: "unset", summary: "settings.unset.summary", positionals: [Self.keyArgument.spec]) {
            context in
            let key = try settings.known(context)
            try settings.update(context: context) { entries in entries.filter { $0.key != key.name } }
            return .success
        }
    }

    private var listCommand: Command {
        let settings = self
        return Command(name: "list", summary: "settings.list.summary", writesJSON: true) { context in
            let entries = try settings.entries(context.environment)
            if context.isJSONOutput {
                let settingsJSON = entries.map { ListJSON.Setting(key: $0.key, value: $0.value) }
                try context.writeJSON(
                    ListJSON(path: settings.path(context.environment.variables), settings: settingsJSON))
            } else {
                for entry in entries { context.writeLine("\(entry.key) = \(entry.value)") }
            }
            return .success
        }
    }

    /// The key argument, which must be one the tool knows.
    private func known(_ context: CommandContext) throws -> Key {
        let text = context.arguments[Self.keyArgument] ?? ""
        guard let found = keys.first(where: { $0.name == text }) else {
            throw UsageError.invalidValue(
                text, for: "KEY", expectationKey: "value.expected.oneOf", choices: keys.map(\.name))
        }
        return found
    }
}
