import Expectations
import Testing

@testable import CLIKit

/// `OptionalValueOption`: `--port` alone, `--port=N`, `--port N` only when N parses, every other word left alone.
@Suite struct OptionalValueOptionTests {
    static let port = OptionalValueOption<Int>("port", valueName: "PORT", help: "port", bareValue: 80)
    static let quiet = Flag("quiet", short: "q", help: "quiet")
    static let word = Positional<String>(valueName: "WORD", help: "word", isRequired: false)
    static let command = Command(name: "demo", summary: "demo", options: [port, quiet], positionals: [word.spec])

    @Test(
        arguments: [
            ([], "absent|-|0"),
            (["--port"], "80|-|0"),
            (["--port", "8080"], "8080|-|0"),
            (["--port=8080"], "8080|-|0"),
            (["--port", "-5"], "-5|-|0"),
            (["--port", "--quiet"], "80|-|1"),
            (["--port", "-q"], "80|-|1"),
            (["--port", "harbour"], "80|harbour|0"),
            (["harbour", "--port"], "80|harbour|0"),
            (["--port", "--", "9"], "80|9|0"),
            (["--port=harbour"], "error.invalidValue|harbour"),
            (["--port="], "error.invalidValue|"),
            (["--port", "1", "--port"], "error.repeatedOption|--port"),
            (["--port", "1", "2", "3"], "error.unexpectedArgument|3"),
        ] as [([String], String)])
    func parses(words: [String], expected: String) {
        let parser = CommandLineParser(root: Self.command, globalOptions: [], language: .english)
        let outcome = parser.parse(words)
        if let error = outcome.error {
            expectEqual(([error.messageKey] + error.messageArguments.prefix(1)).joined(separator: "|"), expected)
            return
        }
        let arguments = outcome.arguments
        let value = arguments[Self.port].map(String.init) ?? "absent"
        expectEqual("\(value)|\(arguments[Self.word] ?? "-")|\(arguments.count(of: Self.quiet))", expected)
    }
}
