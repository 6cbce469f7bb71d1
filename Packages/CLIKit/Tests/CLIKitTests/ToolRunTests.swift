import CLIKitTesting
import Expectations
import Localization
import Testing

@testable import CLIKit

@Suite struct ToolRunTests {
    @Test func versionPrintsNameAndVersion() async {
        #expect(await demo.run(["--version"]).standardOutput == "demo 1.2.3\n")
        #expect(await demo.run(["route", "--version"]).standardOutput == "demo 1.2.3\n")
        #expect(
            await demo.run(["--json", "--version"]).standardOutput
                == "{\n  \"name\" : \"demo\",\n  \"schemaVersion\" : 1,\n  \"version\" : \"1.2.3\"\n}\n")
        // A built tool names its commit and the data it carries, labels in the user's language.
        var tool = DemoTool.tool.built(from: "0123456789ab")
        tool.data = { [ToolDataItem(name: "routes", label: "demo.route.summary", value: "2024–2027")] }
        let built = ToolHarness(tool)
        expectEqual(
            await built.run(["--version"]).standardOutput,
            "demo 1.2.3\ncommit: 0123456789ab\nManage routes: 2024–2027\n")
        expectEqual(
            await built.run(["--version", "--json"]).standardOutput,
            """
            {
              "commit" : "0123456789ab",
              "data" : {
                "routes" : "2024–2027"
              },
              "name" : "demo",
              "schemaVersion" : 1,
              "version" : "1.2.3"
            }

            """)
    }

    @Test func helpWinsOverErrorsAndGoesToStandardOutput() async {
        let run = await demo.run(["route", "add", "--bogus", "--help"])
        expectEqual(run.exitCode, .usage)
        let helpRun = await demo.run(["route", "add", "--help", "--bogus"])
        expectEqual(helpRun.exitCode, .success)
        #expect(
            helpRun.standardOutput.hasPrefix("demo route add — Add a route\n\nUsage: demo route add [options] <NAME>\n")
        )
        expectEqual(helpRun.standardError, "")
    }

    @Test func rootHelpListsCommandsAndGlobalOptions() async {
        let run = await demo.run(["-h"])
        let expected = """
            demo 1.2.3 — Demonstrates the parser

            Usage: demo <command> [options]

            Commands:
              route  Manage routes
              sum    demo.sum.summary
              fail   demo.fail.summary

            Global options:
              -h, --help         Show this help and exit
                  --version      Show the version and exit
                  --json         Write machine-readable JSON to standard output
                  --lang <LANG>  Language of messages: tr, en, es, fr, de, zh-Hans, ja
                                 (default: from LANGUAGE, LC_ALL, LC_MESSAGES, LANG)

            """
        expectEqual(run.standardOutput, expected)
    }

    @Test func leafHelpShowsOptionsDefaultsChoicesAndExamples() async {
        let run = await demo.run(["route", "add", "--help"])
        #expect(run.standardOutput.contains("Arguments:\n  <NAME>  demo.argument.name\n"))
        #expect(run.standardOutput.contains("      --lat <LAT>    Latitude in degrees (required)\n"))
        #expect(run.standardOutput.contains("  -t, --tag <TAG>    demo.option.tag (repeatable)\n"))
        #expect(run.standardOutput.contains("  -s, --speed <KN>   demo.option.speed (default: 5)\n"))
        #expect(run.standardOutput.contains("  -u, --unit <UNIT>  demo.option.unit (one of: m, nm)\n"))
        #expect(run.standardOutput.contains("  -v, --verbose      demo.option.verbose\n"))
        #expect(
            run.standardOutput.hasSuffix(
                "Examples:\n  demo route add Bodrum --lat 37.03 --lon 27.43\n      Adds a route to Bodrum\n"))
    }

    @Test(
        arguments: [
            (["LANG": "tr_TR.UTF-8"], [String](), "demo 1.2.3 — Ayrıştırıcıyı gösterir"),
            (["LANG": "C"], [], "demo 1.2.3 — Demonstrates the parser"),
            (["LANG": "tr_TR.UTF-8", "LC_ALL": "C"], [], "demo 1.2.3 — Demonstrates the parser"),
            (["LANG": "C"], ["--lang", "tr"], "demo 1.2.3 — Ayrıştırıcıyı gösterir"),
            (["LANG": "tr_TR.UTF-8"], ["--lang=en"], "demo 1.2.3 — Demonstrates the parser"),
            (["LANG": "de_DE.UTF-8"], [], "demo 1.2.3 — Demonstrates the parser"),
        ] as [([String: String], [String], String)])
    func helpFollowsTheChosenLanguage(variables: [String: String], extra: [String], title: String) async {
        let run = await demo.run(["--help"] + extra, variables: variables)
        #expect(run.standardOutput.hasPrefix(title + "\n"))
    }

    @Test func turkishHelpHeadings() async {
        let run = await demo.run(["--help"], variables: ["LANG": "tr_TR.UTF-8"])
        #expect(run.standardOutput.contains("\nKullanım: demo <komut> [seçenekler]\n"))
        #expect(run.standardOutput.contains("\nKomutlar:\n  route  Rotaları yönet\n"))
        #expect(run.standardOutput.contains("\nGenel seçenekler:\n  -h, --help        Bu yardımı göster ve çık\n"))
    }

    @Test func unsupportedLanguageIsAUsageErrorInTheEnvironmentLanguage() async {
        let run = await demo.run(["--lang", "it", "--help"], variables: ["LANG": "tr_TR.UTF-8"])
        expectEqual(run.exitCode, .usage)
        #expect(
            run.standardError == """
                demo: hata: desteklenmeyen dil 'it'; şunlardan birini kullanın: tr, en, es, fr, de, zh-Hans, ja
                Ayrıntılar için 'demo --help' komutunu deneyin.

                """)
    }

    @Test func languageFlagAfterTerminatorIsIgnored() {
        expectEqual(GlobalOptions.languageFlag(in: ["--lang", "tr", "--", "--lang", "de"]), "tr")
        #expect(GlobalOptions.languageFlag(in: ["--", "--lang=de"]) == nil)
        expectEqual(GlobalOptions.languageFlag(in: ["--lang=fr", "--lang", "ja"]), "ja")
        #expect(GlobalOptions.languageFlag(in: ["--lang"]) == nil)
    }

    @Test func toolWithoutCommandsPrintsHelpOnStandardErrorAndExits64() async {
        let bare = Tool(root: Command(name: "bare", summary: "bare.summary"), version: "0", catalogs: [])
        let run = await ToolHarness(bare).run([])
        expectEqual(run.exitCode, .usage)
        expectEqual(run.standardOutput, "")
        #expect(run.standardError.hasPrefix("bare 0 — bare.summary\n\nUsage: bare [options]\n"))
    }

    @Test func jsonOutputGoesToStandardOutput() async {
        let run = await demo.run(["sum", "--json", "1", "2"])
        #expect(run.standardOutput == "{\n  \"schemaVersion\" : 1,\n  \"total\" : \"3\"\n}\n")
    }

    @Test(arguments: [
        ("1", ExitCode.ioError, "demo: error: cannot write /tmp/x\n"),
        (
            "2", .dataError,
            "demo: error: --amount: -3 must be greater than zero\ndemo: error: --days: a value is required\n"
        ),
        ("3", .dataError, "demo: error: unsupported language 'it'; use one of: tr, en, es, fr, de, zh-Hans, ja\n"),
        (
            "5", .usage,
            "demo: error: missing required option '--amount'\nTry 'demo fail --help' for more information.\n"
        ),
        ("0", .success, ""),
    ])
    func actionErrorsMapToExitCodes(argument: String, code: ExitCode, errors: String) async {
        let run = await demo.run(["fail", argument])
        expectEqual(run.exitCode, code)
        expectEqual(run.standardError, errors)
    }

    @Test func unexpectedErrorsExit1() async {
        let run = await demo.run(["fail", "4"])
        expectEqual(run.exitCode, .failure)
        #expect(run.standardError.hasPrefix("demo: error: unexpected failure: "))
    }

    @Test(arguments: [
        (true, ["LANG": "C"], [], true),
        (true, ["LANG": "C", "NO_COLOR": "1"], [], false),
        (true, ["LANG": "C", "NO_COLOR": ""], [], true),
        (true, ["LANG": "C", "TERM": "dumb"], [], false),
        (false, ["LANG": "C"], [], false),
        // --color: always wins over a pipe and NO_COLOR, never over a terminal, auto is the default.
        (false, ["LANG": "C", "NO_COLOR": "1"], ["--color=always"], true),
        (true, ["LANG": "C"], ["--color", "never"], false),
        (true, ["LANG": "C"], ["--color", "auto"], true),
    ])
    func colourOnlyOnATerminalWithoutNoColor(
        terminal: Bool, variables: [String: String], words: [String], coloured: Bool
    ) async {
        var harness = demo
        harness.standardErrorIsTerminal = terminal
        let run = await harness.run(words + ["--bogus"], variables: variables)
        let expected =
            coloured
            ? "demo: \u{1B}[1;31merror\u{1B}[0m: unknown option '--bogus'\n" : "demo: error: unknown option '--bogus'\n"
        #expect(run.standardError.hasPrefix(expected))
    }

    @Test(arguments: ExitCode.allCases)
    func exitCodesFollowSysexits(code: ExitCode) {
        let expected: [ExitCode: Int32] = [
            .success: 0, .failure: 1, .usage: 64, .dataError: 65, .noInput: 66, .unavailable: 69, .cannotCreate: 73,
            .ioError: 74,
        ]
        expectEqual(code.rawValue, expected[code])
    }
}

@Suite struct HelpLayoutTests {
    @Test func longHelpTextsWrapUnderTheirColumn() async {
        let long = Flag("long", help: String(repeating: "word ", count: 40))
        let tool = Tool(
            root: Command(name: "w", summary: "w.summary", options: [long]) { _ in .success }, version: "1",
            catalogs: [])
        let help = await ToolHarness(tool).run(["--help"], variables: ["LANG": "C", "COLUMNS": "100"]).standardOutput
        let lines = help.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 100 })
        let seventeenWords: String = [String](repeating: "word", count: 17).joined(separator: " ")
        let sixWords: String = [String](repeating: "word", count: 6).joined(separator: " ")
        let firstLine: Substring = Substring("      --long  " + seventeenWords)
        let fullLine: Substring = Substring("              " + seventeenWords)
        let lastLine: Substring = Substring("              " + sixWords)
        #expect(lines.contains(firstLine))
        #expect(lines.contains(fullLine))
        #expect(lines.contains(lastLine))
    }

    /// `COLUMNS`, else the terminal's width, else 80; never below 40 (ToolEnvironment.helpWidth).
    @Test(
        arguments: [
            (["COLUMNS": "60"], nil, 60), (["COLUMNS": "60"], 120, 60), ([:], 70, 70), ([:], nil, 80),
            (["COLUMNS": "abc"], nil, 80), (["COLUMNS": "0"], 90, 90), (["COLUMNS": "20"], nil, 40),
        ] as [([String: String], Int?, Int)])
    func helpWidthComesFromColumnsThenTheTerminal(variables: [String: String], terminal: Int?, expected: Int) {
        var environment = ToolEnvironment(
            arguments: [], variables: variables, standardOutput: BufferedOutput(),
            standardError: BufferedOutput())
        environment.terminalColumns = terminal
        expectEqual(environment.helpWidth, expected)
    }

    @Test func helpOfTheDemoToolFitsSixtyColumns() async {
        for arguments in [["--help"], ["route", "add", "--help"], ["help", "route", "add"], ["sum", "--help"]] {
            let run = await demo.run(arguments, variables: ["LANG": "C", "COLUMNS": "60"])
            expectEqual(run.exitCode, .success)
            for line in run.standardOutput.split(separator: "\n") {
                #expect(TextWidth.columns(String(line)) <= 60, "\(line)")
            }
        }
    }

    @Test func helpCommandIsTheCommandsHelp() async {
        let viaHelp = await demo.run(["help", "route", "add"])
        let viaFlag = await demo.run(["route", "add", "--help"])
        expectEqual(viaHelp.standardOutput, viaFlag.standardOutput)
        #expect(await demo.run(["help"]).standardOutput == demo.run(["--help"]).standardOutput)
    }

    /// Examples wrap as shell lines that still run when pasted: ` \` at the end, quotes kept whole.
    @Test func commandLinesWrapWithBackslashes() {
        let lines = TextWidth.wrapCommandLine(
            #"tool route add "Port of Knidos" 36.72 27.69 --name Datça"#, width: 30, indent: 4)
        expectEqual(lines, [#"tool route add \"#, #"    "Port of Knidos" 36.72 \"#, "    27.69 --name Datça"])
    }
}

@Suite struct TextWrapTests {
    @Test(
        arguments: [
            // Japanese and Chinese break between characters: 2 cells each, 8 cells a line.
            ("あいうえおかきくけこ", 8, ["あいうえ", "おかきく", "けこ"]),
            ("调解报酬计算器", 6, ["调解报", "酬计算", "器"]),
            // 。 and 、 never start a line and （ never ends one (JIS X 4051 kinsoku): they stay with their neighbour.
            ("あいう。えお", 6, ["あい", "う。え", "お"]),
            ("あい、（うえ）", 8, ["あい、", "（うえ）"]),
            ("あい、（うえ）", 6, ["あい、", "（う", "え）"]),
            // Latin text still breaks only at spaces; a word longer than the line is cut at the width, after a `/`
            // when it has one (a path), so no line is ever wider than the width.
            ("one two three", 7, ["one two", "three"]),
            ("antidisestablishment is", 8, ["antidise", "stablish", "ment is"]),
            ("see ~/.local/share/denizrota/x.sqlite", 20, ["see ~/.local/share/", "denizrota/x.sqlite"]),
            // Mixed text: a break is allowed between a Latin word and a CJK character.
            ("--hours が必要", 10, ["--hours が", "必要"]),
        ] as [(String, Int, [String])])
    func wrapsAtSpacesAndBetweenCJKCharacters(text: String, width: Int, expected: [String]) {
        expectEqual(TextWidth.wrap(text, width: width), expected)
    }

    @Test func paragraphsWrapLineByLineAndKeepTheirIndentation() {
        let text = "alpha beta gamma\n  delta epsilon\n\nzeta"
        expectEqual(TextWidth.wrapParagraphs(text, width: 12), "alpha beta\ngamma\n  delta\n  epsilon\n\nzeta")
    }

    @Test func discussionInHelpIsWrappedToTheHelpWidth() async {
        let discussion = String(repeating: "調停報酬を計算します。", count: 12)
        let catalogs = CatalogSet(
            name: "wrap",
            json: [.english: Array(#"{"w.summary": "w", "w.discussion": "\#(discussion)"}"#.utf8)])
        let tool = Tool(
            root: Command(name: "w", summary: "w.summary", discussion: "w.discussion") { _ in .success },
            version: "1", catalogs: [catalogs])
        let lines = await ToolHarness(tool).run(["--help"], variables: ["LANG": "C", "COLUMNS": "100"]).standardOutput
            .split(separator: "\n").map(String.init)
        let paragraph = lines.filter { !$0.isEmpty && TextWidth.columns($0) == 2 * $0.count }
        expectEqual(paragraph.count, 3, "\(lines)")
        expectEqual(paragraph.joined(), discussion)
        #expect(lines.allSatisfy { TextWidth.columns($0) <= 100 })
    }
}
