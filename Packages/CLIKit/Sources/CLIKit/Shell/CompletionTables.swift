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
            table("subcommands", "\"$1\"", model.nodes.map { ($0.path, words($0.subcommands.map(\.name))) }),
            table(
                "options", "\"$1\"", model.nodes.map { ($0.path, words($0.options.flatMap(CompletionModel.spellings))) }
            ),
            table(
                "value_options", "\"$1\"",
                model.nodes.map { node in
                    (node.path, words(node.options.filter(\.takesValue).flatMap(CompletionModel.spellings)))
                }),
            table("option_values", "\"$1|$2\"", optionValueRows),
            table("positional_values", "\"$1|$2\"", positionalRows),
        ].joined(separator: "\n")
    }

    private var optionValueRows: [(String, String)] {
        model.nodes.flatMap { node in
            node.options.filter { $0.takesValue && !$0.choices.isEmpty }.flatMap { option in
                CompletionModel.spellings(of: option).map { ("\(node.path)|\($0)", words(option.choices)) }
            }
        }
    }

    private var positionalRows: [(String, String)] {
        model.nodes.flatMap { node in
            node.positionals.enumerated().compactMap { index, positional -> (String, String)? in
                if let source = model.dynamicSources[positional.valueName] {
                    return ("\(node.path)|\(index)", "\(model.toolName) \(source) 2>/dev/null")
                }
                guard !positional.choices.isEmpty else { return nil }
                return ("\(node.path)|\(index)", words(positional.choices))
            }
        }
    }

    private func words(_ list: [String]) -> String {
        list.isEmpty ? ":" : "printf '%s\\n' " + list.map(Self.quoted).joined(separator: " ")
    }

    private func table(_ name: String, _ subject: String, _ rows: [(String, String)]) -> String {
        let cases = rows.filter { $0.1 != ":" }.map { "        \(Self.quoted($0.0))) \($0.1) ;;" }
        return (["_\(model.toolName)_\(name)() {", "    case \(subject) in"] + cases + ["    esac", "}"])
            .joined(separator: "\n")
    }

    /// A word in single quotes for bash and zsh (`'` written as `'\''`).
    static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
