import Localization

/// Builds the localized `--help` text of a command from its definition.
///
/// Sections: title (tool, version, summary), usage line, discussion, subcommands, arguments, options, global
/// options, examples. Columns are aligned in terminal cells.
struct HelpRenderer {
    let toolName: String
    let version: String
    let localizer: Localizer
    /// The widest help line, in terminal cells (`ToolEnvironment.helpWidth`: `COLUMNS`, the terminal, or 80).
    var width = 80

    /// The help of the last command of a path (root first).
    func render(path: [Command], globalOptions: [OptionSpec]) -> String {
        guard let command = path.last else { return "" }
        var sections = [
            TextWidth.wrapHanging(title(command: command, path: path), width: width, indent: 4),
            TextWidth.wrapHanging(usage(command: command, path: path), width: width, indent: 4),
        ]
        if let discussion = command.discussion {
            sections.append(TextWidth.wrapParagraphs(localizer.text(discussion), width: width))
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
        let visible = command.subcommands.filter { !$0.isHidden }
        guard !visible.isEmpty else { return nil }
        let rows = visible.map { ($0.name, localizer.text($0.summary)) }
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
        let name = "<\(localizer.text(spec.valueName))>"
        let value = spec.isValueOptional ? "[=\(name)]" : spec.takesValue ? " " + name : ""
        return short + spec.longForm + value
    }

    private func describe(_ key: String, _ arguments: [String], choices: [String], default spec: OptionSpec?)
        -> String
    {
        var text = localizer.optionDescription(key, arguments: arguments, choices: choices, spec: spec)
        if spec?.isRepeatable == true && spec?.takesValue == true { text += " " + localizer.text("help.repeatable") }
        return text
    }

    private func exampleSection(_ command: Command) -> String? {
        guard !command.examples.isEmpty else { return nil }
        let lines = command.examples.map { example in
            let commandLine = TextWidth.wrapCommandLine(example.commandLine, width: width - 2, indent: 4)
            let explanation = TextWidth.wrap(localizer.text(example.explanation), width: width - 6)
            return (commandLine.map { "  " + $0 } + explanation.map { "      " + $0 }).joined(separator: "\n")
        }
        return localizer.text("help.section.examples") + "\n" + lines.joined(separator: "\n")
    }

    /// A titled two-column list; long texts wrap under their column (lines at most `width` cells).
    ///
    /// The label column takes at most a third of the width (32 cells at most); a longer label gets a line of its
    /// own with its text below, indented.
    private func section(_ titleKey: String, rows: [(String, String)]) -> String {
        let labelWidth = min(32, width / 3, rows.map { TextWidth.columns($0.0) }.max() ?? 0)
        let indent = String(repeating: " ", count: labelWidth + 4)
        let lines = rows.map { label, text in
            let wrapped = TextWidth.wrap(text, width: width - indent.count).joined(separator: "\n" + indent)
            // An option without a short form starts with four spaces (its long form under the others' long
            // forms); wrapping would drop them and put a long label out of line.
            let lead = String(label.prefix { $0 == " " })
            let labelLines =
                lead
                + TextWidth.wrapHanging(String(label.dropFirst(lead.count)), width: width - 2 - lead.count, indent: 4)
            return TextWidth.columns(label) > labelWidth
                ? "  \(labelLines)\n\(indent)\(wrapped)"
                : "  \(TextWidth.pad(label, to: labelWidth))  \(wrapped)"
        }
        return TextWidth.wrapHanging(localizer.text(titleKey), width: width, indent: 2) + "\n"
            + lines.joined(separator: "\n")
    }
}
