import CLIKit
import Expectations
import Testing

@Suite struct CommandLineParsingTests {
    @Test(
        arguments: [
            (["route", "add", "Bodrum", "--lat", "37.03", "--lon", "27.43"], "Bodrum|37.03|27.43||5|-|v0"),
            (["route", "add", "--lat=37.03", "--lon=-27.5", "Bodrum"], "Bodrum|37.03|-27.5||5|-|v0"),
            (["route", "add", "X", "--lat", "-36.5", "--lon", "-0.25"], "X|-36.5|-0.25||5|-|v0"),
            (
                ["route", "add", "X", "--lat", "1", "--lon", "2", "-t", "a", "--tag", "b", "-tc"],
                "X|1.0|2.0|a+b+c|5|-|v0"
            ),
            (
                ["route", "add", "X", "--lat", "1", "--lon", "2", "-s", "7.25", "-u", "nm", "-vv"],
                "X|1.0|2.0||7.25|nm|v2"
            ),
            (["route", "add", "X", "--lat", "1", "--lon", "2", "-vunm", "--speed=0,5"], "X|1.0|2.0||0.5|nm|v1"),
            (["route", "add", "--lat", "1", "--lon", "2", "--", "-weird-name"], "-weird-name|1.0|2.0||5|-|v0"),
            (["route", "add", "--lat", "1e1", "--lon", "2", "--", "route"], "route|10.0|2.0||5|-|v0"),
        ] as [([String], String)])
    func parsesOptionsAndPositionals(arguments: [String], expected: String) async {
        let run = await demo.run(arguments)
        expectEqual(run.standardError, "")
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardOutput, expected + "\n")
    }

    @Test(
        arguments: [
            (["sum", "1", "-2", "3.5"], "2.5"),
            (["sum", "--", "-1", "-2"], "-3"),
            (["sum", "-1000"], "-1000"),
            (["sum", "-q", "-0.5", "--verbose", "1,25"], "0.75"),
            (["sum"], "0"),
        ] as [([String], String)])
    func negativeNumbersArePositionals(arguments: [String], expected: String) async {
        let run = await demo.run(arguments)
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardOutput, expected + "\n")
    }

    /// A number means the same under every language and locale: grouped forms read alike everywhere, plain
    /// decimals with `.` or `,` too (`0.500` cannot be grouped), and `1.500` / `1,500` (1500 to a Turkish or German
    /// reader, 1.5 to an English one) are refused naming both readings, for `Decimal` and `Double` values alike.
    @Test(
        arguments: [
            ("tr_TR.UTF-8", ["sum", "1.234,5", "-0,5", "2"], "1236"),
            ("C", ["sum", "1,234.5", "0,5", "0.500"], "1235.5"),
            ("de_DE.UTF-8", ["sum", "1.500"], nil),
            ("C", ["sum", "1.500"], nil),
            ("tr_TR.UTF-8", ["sum", "-1,500"], nil),
            ("en_US.UTF-8", ["route", "add", "N", "--lat", "1,500", "--lon", "2"], nil),
        ] as [(String, [String], String?)])
    func numbersMeanTheSameInEveryLanguage(locale: String, arguments: [String], expected: String?) async {
        let run = await demo.run(["--lang", "en"] + arguments, variables: ["LANG": locale])
        guard let expected else {
            expectEqual(run.exitCode, .usage)
            let word = arguments.first { $0.contains("500") } ?? ""
            let sign = word.hasPrefix("-") ? "-" : ""
            #expect(
                run.standardError.contains("'\(word)' for ")
                    && run.standardError.contains("two readings: \(sign)1500 (thousands separator) or \(sign)1.5"),
                "\(run.standardError)")
            return
        }
        expectEqual(run.standardError, "")
        expectEqual(run.standardOutput, expected + "\n")
    }

    @Test(
        arguments: [
            (["--ammount", "5"], "demo: error: unknown option '--ammount'", "Try 'demo --help' for more information."),
            (
                ["route", "add", "--lat", "1", "--lon", "2", "--tga", "x", "N"],
                "demo: error: unknown option '--tga'; did you mean '--tag'?",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["rout"], "demo: error: unknown command 'rout'; did you mean 'route'?",
                "Try 'demo --help' for more information."
            ),
            (["xyzzy"], "demo: error: unknown command 'xyzzy'", "Try 'demo --help' for more information."),
            (["route"], "demo: error: missing command; one of: add", "Try 'demo route --help' for more information."),
            (
                ["route", "add", "N", "--lat"], "demo: error: option '--lat' needs a value",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "N", "--lat", "--lon", "1"], "demo: error: option '--lat' needs a value",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "N", "--lat", "12abc", "--lon", "1"],
                "demo: error: invalid value '12abc' for --lat: expected a number",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "N", "--lat", "inf", "--lon", "1"],
                "demo: error: invalid value 'inf' for --lat: expected a number",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "N", "--lat", "1", "--lon", "1", "-u", "km"],
                "demo: error: invalid value 'km' for -u: expected one of the listed values (m, nm)",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "N", "--lat", "1"], "demo: error: missing required option '--lon'",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "--lat", "1", "--lon", "1"], "demo: error: missing argument <NAME>",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "A", "B", "--lat", "1", "--lon", "1"], "demo: error: unexpected argument 'B'",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["route", "add", "A", "--lat", "1", "--lat", "2", "--lon", "1"],
                "demo: error: option '--lat' given more than once",
                "Try 'demo route add --help' for more information."
            ),
            (
                ["sum", "--verbose=yes"], "demo: error: option '--verbose' takes no value",
                "Try 'demo sum --help' for more information."
            ),
            (
                ["sum", "1", "x"], "demo: error: invalid value 'x' for <VALUE>: expected a number",
                "Try 'demo sum --help' for more information."
            ),
            (
                ["sum", "-x"], "demo: error: unknown option '-x'",
                "A value that starts with '-' goes after '--': demo sum -- -5 …\nTry 'demo sum --help' for more information."
            ),
            (
                ["fail", "1.5"], "demo: error: invalid value '1.5' for <COUNT>: expected a whole number",
                "Try 'demo fail --help' for more information."
            ),
        ] as [([String], String, String)])
    func usageErrorsExit64WithOneLineAndHint(arguments: [String], message: String, hint: String) async {
        let run = await demo.run(arguments)
        expectEqual(run.exitCode, .usage)
        expectEqual(run.standardOutput, "")
        expectEqual(run.standardError, message + "\n" + hint + "\n")
    }
}
