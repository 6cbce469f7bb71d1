import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Localization
import Testing

@Suite struct CommandContextTests {
    private static let echo = Command(name: "echo", summary: "echo.summary") { context in
        let input = try context.readStandardInput()
        context.diagnostics.warning(context.text("echo.warning", "\(input.count)"))
        context.write(input.uppercased())
        context.writeLine()
        context.writeLine("\(context.now.timeIntervalSince1970) \(context.language.tag) \(context.commandPath)")
        return .success
    }

    private static let tool = Tool(
        root: Command(name: "t", summary: "t.summary", subcommands: [echo]), version: "0.0.1",
        catalogs: [
            CatalogSet(
                name: "T",
                catalogs: [StringCatalog(language: .german, entries: ["echo.warning": .text("{0} Zeichen\nsind viel")])]
            )
        ])

    private struct FailingInput: InputSource {
        func readAll() throws -> Data { throw CocoaError(.fileReadNoPermission) }
    }

    @Test func readsInjectedInputClockAndLanguage() async {
        let harness = ToolHarness(Self.tool, variables: [:], now: { Date(timeIntervalSince1970: 42) })
        let run = await harness.run(["echo"], input: "grüß", variables: ["LC_MESSAGES": "de_DE.UTF-8"])
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardOutput, "GRÜSS\n42.0 de [\"t\", \"echo\"]\n")
        expectEqual(run.standardError, "t: Warnung: 4 Zeichen sind viel\n")
    }

    @Test func unreadableInputIsAnIOError() async {
        let run = await ToolHarness(Self.tool).run(["echo"], standardInput: FailingInput())
        expectEqual(run.exitCode, .ioError)
        #expect(run.standardError.hasPrefix("t: error: cannot read standard input: "))
    }

    @Test func colouredWarningIsYellow() {
        let errors = BufferedOutput()
        let writer = DiagnosticWriter(
            toolName: "t", sink: errors, localizer: Localizer(language: .english, sets: [CLIStrings.catalogs]),
            usesColor: true)
        writer.warning("careful")
        #expect(errors.text == "t: \u{1B}[1;33mwarning\u{1B}[0m: careful\n")
    }

    /// A value echoed from input cannot drive the terminal: its control characters are shown, not sent.
    @Test func controlCharactersInAMessageAreMadeVisible() {
        let errors = BufferedOutput()
        let writer = DiagnosticWriter(
            toolName: "t", sink: errors, localizer: Localizer(language: .english, sets: [CLIStrings.catalogs]),
            usesColor: false)
        writer.error("unknown unit \u{1B}[2J\u{1B}]0;title\u{07}m\tx\u{7F}\u{9B}31m")
        #expect(errors.text == "t: error: unknown unit \u{241B}[2J\u{241B}]0;title\u{2407}m x\u{2421}<U+009B>31m\n")
    }

    @Test func wrappedDomainErrorsKeepTheirLanguageSpecificArguments() {
        struct Limit: LocalizableError, Sendable {
            var messageKey: String { "error.unexpected" }
            var messageArguments: [String] { ["1.5"] }
            func messageArguments(for language: Language) -> [String] { language == .turkish ? ["1,5"] : ["1.5"] }
        }
        let error = CommandError(.dataError, wrapping: Limit())
        expectEqual(error.exitCode, .dataError)
        expectEqual(error.messageKey, "error.unexpected")
        #expect(
            Localizer(language: .turkish, sets: [CLIStrings.catalogs]).message(for: error) == "beklenmeyen hata: 1,5")
    }

    @Test func liveEnvironmentReadsTheProcess() {
        let live = ToolEnvironment.live()
        expectEqual(live.arguments, Array(CommandLine.arguments.dropFirst()))
        expectEqual(live.variables, ProcessInfo.processInfo.environment)
        #expect(abs(live.now().timeIntervalSinceNow) < 60)
    }
}
