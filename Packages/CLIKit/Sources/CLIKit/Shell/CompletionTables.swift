/// The shell functions bash and zsh completion scripts share.
///
/// `case` tables, one per question the completer asks (which subcommands follow a path, which options it accepts,
/// which of them take a value, what a value or a positional argument may be), in the common subset of bash and zsh.
struct CompletionTables {
    let model: CompletionModel

    /// The five table functions, named `_<tool>_subcommands`, `_<tool>_options`, `_<tool>_value_options`,
    /// `_<tool>_option_values` and `_<tool>_positional_values`.
    var functions: String {
        [
            table(
                "subcommands", "\"$1\"", model.nodes.map { (Self.quoted($0.path), words($0.subcommands.map(\.name))) }),
            table(
                "options", "\"$1\"",
                model.nodes.map { (Self.quoted($0.path), words($0.options.flatMap(CompletionModel.spellings))) }),
            table(
                "value_options", "\"$1\"",
                model.nodes.map { node in
                    let spellings = node.options.filter(\.requiresValue).flatMap(CompletionModel.spellings)
                    return (Self.quoted(node.path), words(spellings))
                }),
            table("option_values", "\"$1|$2\"", optionValueRows, otherwise: "return 1"),
            table("positional_values", "\"$1|$2\"", positionalRows, otherwise: "return 1"),
        ].joined(separator: "\n")
    }

    private var optionValueRows: [(String, String)] {
        model.nodes.flatMap { node in
            node.options.filter { $0.takesValue && !CompletionModel.values(of: $0).isEmpty }.flatMap { option in
                CompletionModel.spellings(of: option).map {
                    (Self.quoted("\(node.path)|\($0)"), words(CompletionModel.values(of: option)))
                }
            }
        }
    }

    /// One row per positional argument with candidates; a variadic one (declared last) stands for every word from
    /// its place on (`5 ft 3 in to c` completes units at every word), the places before it answering nothing.
    private var positionalRows: [(String, String)] {
        model.nodes.flatMap { node in
            node.positionals.enumerated().flatMap { index, positional -> [(String, String)] in
                let candidates =
                    model.dynamicSources[positional.valueName].map { "\(model.toolName) \($0) 2>/dev/null" }
                    ?? words(positional.choices.isEmpty ? positional.suggestions : positional.choices)
                guard positional.isVariadic, candidates != ":" else {
                    return [(Self.quoted("\(node.path)|\(index)"), candidates)]
                }
                let before = (0..<index).map { Self.quoted("\(node.path)|\($0)") }
                return (before.isEmpty ? [] : [(before.joined(separator: "|"), "true")])
                    + [(Self.quoted("\(node.path)|") + "*", candidates)]
            }
        }
    }

    private func words(_ list: [String]) -> String {
        list.isEmpty ? ":" : "printf '%s\\n' " + list.map(Self.quoted).joined(separator: " ")
    }

    /// A `case` function; each row is a pattern (already quoted, `*` allowed) and the command printing its words.
    ///
    /// With `otherwise`, a subject no row matches runs it (`return 1`: nothing declared, so the completer offers
    /// file names; a declared source that prints nothing offers nothing).
    private func table(_ name: String, _ subject: String, _ rows: [(String, String)], otherwise: String? = nil)
        -> String
    {
        let cases =
            rows.filter { $0.1 != ":" }.map { "        \($0.0)) \($0.1) ;;" }
            + (otherwise.map { ["        *) \($0) ;;"] } ?? [])
        return (["_\(model.toolName)_\(name)() {", "    case \(subject) in"] + cases + ["    esac", "}"])
            .joined(separator: "\n")
    }

    /// A word in single quotes for bash and zsh (`'` written as `'\''`).
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
