import CLIKit
import ConversionKit

/// `unitconv __complete units`: every unit spelling accepted in the user's language (ids, symbols, names), one per
/// line, for the shell completion scripts (issue 32, item 14).
///
/// Hidden; `Tool.completionSources` points the scripts at it for the quantity and the favorite pair's units.
enum CompletionCommand {
    static let kind = Positional<CompletionKind>(valueName: "complete.value.kind", help: "complete.argument.kind")

    /// What `__complete` lists.
    enum CompletionKind: String, CaseIterable, ArgumentValue {
        /// The unit spellings.
        case units
    }

    /// The hidden command.
    static let command: Command = {
        var command = Command(name: "__complete", summary: "complete.summary", positionals: [kind.spec]) { context in
            let catalog = (try? ConversionServices.catalog(context)) ?? .standard
            var seen: Set<String> = []
            for unit in catalog.units {
                for spelling in [unit.id] + catalog.spellings(of: unit, in: context.language)
                where Self.isShellWord(spelling) && seen.insert(spelling).inserted {
                    context.writeLine(spelling)
                }
            }
            return .success
        }
        command.isHidden = true
        return command
    }()

    /// Whether a spelling can be offered as one shell word: no space, and none of the characters the completion
    /// scripts' word lists would read as quoting (the inch mark `"`, the foot mark `'`).
    static func isShellWord(_ spelling: String) -> Bool {
        !spelling.contains { $0.isWhitespace || "\"'`$\\".contains($0) }
    }

    /// The completion sources of `unitconv`: the quantity's words and the favorite pair's units complete from the
    /// unit table.
    static let sources = [
        "unitconv.value.quantity": "__complete units", "favorites.value.from": "__complete units",
        "favorites.value.to": "__complete units",
    ]
}
