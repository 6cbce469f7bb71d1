import Foundation
import Localization
import Validation

/// A command-line tool: its name, version, string catalogs and command tree; runs a command line to an exit code.
///
/// `main.swift` is two lines:
///
/// ```swift
/// import DenklemCommands
/// await DenklemTool.tool.main()
/// ```
///
/// Tests call `run(in:)` with a `ToolEnvironment` of buffers and fixed values.
public struct Tool: Sendable {
    /// The root command; its name is the tool's name.
    public let root: Command
    /// The version printed by `--version`.
    public let version: String
    /// The catalogs searched before CLIKit's (the tool's command module, then its kits).
    public let catalogs: [CatalogSet]
    /// Positional value names (catalog keys) whose completion candidates the tool prints itself, mapped to the
    /// words that make it print them one per line (`["route.value.name": "__complete routes"]`; a hidden command).
    public var completionSources: [String: String] = [:]
    /// The man page's environment variables and files (`--generate-manpage`).
    public var manual = ToolManual()
    /// The language the user's settings name (``ToolSettings``, `TOOL config set language de`), if any: after
    /// `--lang`, before `LC_ALL`, `LC_MESSAGES` and `LANG`.
    public var settingsLanguage: (@Sendable (ToolEnvironment) -> String?)?
    /// The commit the binary was built from, printed by `--version` (the executables set it from the constant the
    /// build generates, `Plugins/BuildCommit`); nil in-process.
    public var commit: String?
    /// The data the binary carries, printed by `--version` (``ToolDataItem``); evaluated only for `--version`.
    public var data: @Sendable () -> [ToolDataItem] = { [] }

    /// The tool's name as typed.
    public var name: String { root.name }

    /// Creates a tool.
    ///
    /// - Parameters:
    ///   - root: the root command, named after the tool.
    ///   - version: the version string (`MAJOR.MINOR.PATCH`).
    ///   - catalogs: the catalogs searched before CLIKit's.
    public init(root: Command, version: String, catalogs: [CatalogSet]) {
        self.root = root
        self.version = version
        self.catalogs = catalogs
    }

    /// Runs the live process's command line and exits with its code.
    ///
    /// - Parameter services: the tool's composition root, built from the live environment (the executable's
    ///   `main.swift` passes its `Services.live`); nil for a tool without services.
    public func main(services: (@Sendable (ToolEnvironment) -> any Sendable)? = nil) async -> Never {
        var environment = ToolEnvironment.live()
        environment.services = services?(environment)
        let code = await run(in: environment)
        exit(code.rawValue)
    }

    /// Runs the live process's command line on the calling (main) thread and exits with its code; for a `main.swift`
    /// without `await` (`UnitconvTool.tool.mainOnCallingThread { … }`).
    ///
    /// An `await`ed ``main(services:)`` makes `main.swift` an asynchronous program: Swift then runs it on a Dispatch
    /// worker thread (creating two more threads, their stacks and a malloc arena) while the main thread waits. Here
    /// the command starts as an immediate task on the calling thread (`Task.immediate`), so a command that never
    /// suspends (all of `unitconv`'s) runs and exits without a second thread: issue 17's cold start. A command that
    /// does suspend continues on Swift's global executor while this thread waits in `dispatchMain()`, as with
    /// ``main(services:)``.
    ///
    /// - Parameter services: the tool's composition root, as for ``main(services:)``.
    public func mainOnCallingThread(services: (@Sendable (ToolEnvironment) -> any Sendable)? = nil) -> Never {
        var environment = ToolEnvironment.live()
        environment.services = services?(environment)
        let live = environment
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            Task.immediate { exit(await run(in: live).rawValue) }
        } else {
            Task { exit(await run(in: live).rawValue) }
        }
        dispatchMain()
    }

    /// Parses and runs a command line.
    ///
    /// - Parameter environment: arguments, variables, streams and clock.
    /// - Returns: the exit code (help and version: 0; usage errors: 64; the action's code otherwise).
    public func run(in environment: ToolEnvironment) async -> ExitCode {
        var environment = environment
        if let choice = GlobalOptions.colorChoice(in: environment.arguments) { environment.colorChoice = choice }
        let language: Language
        do {
            // Read before parsing so that even parse errors come out in the chosen language.
            let flag = GlobalOptions.languageFlag(in: environment.arguments) ?? settingsLanguage?(environment)
            language = try Language.resolve(flag: flag, environment: environment.variables)
        } catch {
            let environmentLanguage = Language.fromEnvironment(environment.variables)
            let invocation = invocation(language: environmentLanguage, environment: environment, path: [root])
            return invocation.reportUsage(.unsupportedLanguage(error.identifier))
        }
        let outcome = CommandLineParser(
            root: root, globalOptions: GlobalOptions.all + GlobalOptions.hidden, language: language
        ).parse(Self.helpCommandRewritten(environment.arguments, root: root))
        let invocation = invocation(language: language, environment: environment, path: outcome.path)
        return await invocation.perform(outcome, tool: self)
    }

    /// `TOOL help [COMMAND…]` as `TOOL [COMMAND…] --help`, unless the tool has a command named `help`; global
    /// options may come first (`denklem --lang tr help fee`, issue 31).
    static func helpCommandRewritten(_ words: [String], root: Command) -> [String] {
        guard root.subcommand(named: "help") == nil else { return words }
        var index = 0
        while index < words.count, words[index].hasPrefix("-"), words[index] != "--" {
            index += words[index] == "--\(GlobalOptions.language.spec.name)" ? 2 : 1
        }
        guard index < words.count, words[index] == "help" else { return words }
        return Array(words[..<index]) + Array(words[(index + 1)...]) + ["--help"]
    }

    private func invocation(language: Language, environment: ToolEnvironment, path: [Command]) -> Invocation {
        let localizer = Localizer(language: language, sets: catalogs + CLIStrings.sets)
        return Invocation(
            localizer: localizer, environment: environment, path: path,
            wantsJSON: GlobalOptions.jsonFlag(in: environment.arguments))
    }
}

/// One run of a tool: the chosen language, the environment and the command path.
private struct Invocation {
    let localizer: Localizer
    let environment: ToolEnvironment
    let path: [Command]
    /// `--json` was given: failures are also written as a JSON error object on standard output.
    let wantsJSON: Bool

    private var diagnostics: DiagnosticWriter {
        DiagnosticWriter(
            toolName: path[0].name, sink: environment.standardError, localizer: localizer,
            usesColor: environment.allowsColor)
    }

    func perform(_ outcome: CommandLineParser.Outcome, tool: Tool) async -> ExitCode {
        let arguments = outcome.arguments
        if arguments[GlobalOptions.help] {
            return printHelp(tool: tool, json: arguments[GlobalOptions.json])
        }
        if let text = ShellIntegration(tool: tool, localizer: localizer).text(for: arguments) {
            environment.standardOutput.write(text)
            return .success
        }
        if arguments[GlobalOptions.version] {
            return printVersion(tool: tool, json: arguments[GlobalOptions.json])
        }
        if let error = outcome.error { return reportUsage(error) }
        guard let command = path.last, let action = command.action else {
            return reportMissingAction(tool: tool)
        }
        if arguments[GlobalOptions.json], !command.writesJSON {
            let commandLine = path.map(\.name).joined(separator: " ")
            return report(CommandError(.usage, key: "error.jsonUnsupported", commandLine))
        }
        let context = CommandContext(
            arguments: arguments, localizer: localizer, environment: environment,
            isJSONOutput: arguments[GlobalOptions.json], commandPath: path.map(\.name))
        do {
            return try await action(context)
        } catch {
            return report(error)
        }
    }

    /// `--help`: the help text, or with `--json` the command model (``HelpJSON``).
    private func printHelp(tool: Tool, json: Bool) -> ExitCode {
        guard json else {
            environment.standardOutput.write(helpRenderer(tool).render(path: path, globalOptions: GlobalOptions.all))
            return .success
        }
        let document = HelpJSON(tool: tool, path: path, globalOptions: GlobalOptions.all, localizer: localizer)
        environment.standardOutput.write((try? JSONText.text(document)) ?? "")
        return .success
    }

    private func printVersion(tool: Tool, json: Bool) -> ExitCode {
        let version = VersionText(tool: tool, localizer: localizer)
        environment.standardOutput.write(json ? version.json() : version.text())
        return .success
    }

    /// A group named without a subcommand: the choices (or, for a tool without any yet, its help) on stderr.
    private func reportMissingAction(tool: Tool) -> ExitCode {
        let choices = path.last?.subcommands.map(\.name) ?? []
        guard choices.isEmpty else { return reportUsage(.missingSubcommand(choices: choices)) }
        environment.standardError.write(helpRenderer(tool).render(path: path, globalOptions: GlobalOptions.all))
        return .usage
    }

    private func helpRenderer(_ tool: Tool) -> HelpRenderer {
        HelpRenderer(
            toolName: tool.name, version: tool.version, localizer: localizer, width: environment.helpWidth)
    }

    func reportUsage(_ error: UsageError) -> ExitCode {
        let message = MessageRenderer(localizer: localizer).message(for: error)
        diagnostics.error(message)
        writeJSONError(code: error.messageKey, messages: [message], exitCode: .usage)
        let commandLine = path.map(\.name).joined(separator: " ")
        if case .unknownOption(let word, _) = error, !word.hasPrefix("--"), path.last?.positionals.isEmpty == false {
            diagnostics.hint(localizer.text("hint.dashDash", commandLine))
        }
        diagnostics.hint(localizer.text("hint.help", commandLine))
        return .usage
    }

    private func report(_ error: any Error) -> ExitCode {
        switch error {
        case let error as CommandError:
            return fail(code: error.messageKey, messages: [localizer.message(for: error)], exitCode: error.exitCode)
        case let error as UsageError:
            return reportUsage(error)
        case let error as InputValidationError:
            let code = error.failures.first.map { "validation.\($0.rule.rawValue)" } ?? "validation"
            let messages = error.failures.map { $0.message(in: localizer.language) }
            return fail(code: code, messages: messages, exitCode: .dataError)
        case let error as any LocalizableError:
            return fail(code: error.messageKey, messages: [localizer.message(for: error)], exitCode: .dataError)
        default:
            let message = localizer.text("error.unexpected", ErrorText(localizer: localizer).describe(error))
            return fail(code: "error.unexpected", messages: [message], exitCode: .failure)
        }
    }

    /// Writes each message as an error line on standard error and, with `--json`, one JSON error object on
    /// standard output; returns the exit code.
    private func fail(code: String, messages: [String], exitCode: ExitCode) -> ExitCode {
        for message in messages { diagnostics.error(message) }
        writeJSONError(code: code, messages: messages, exitCode: exitCode)
        return exitCode
    }

    private func writeJSONError(code: String, messages: [String], exitCode: ExitCode) {
        guard wantsJSON else { return }
        let message = messages.isEmpty ? localizer.text(code) : messages.joined(separator: "\n")
        let document = JSONErrorDocument(code: code, message: message, exitCode: exitCode)
        environment.standardOutput.write((try? JSONText.text(document)) ?? "")
    }
}
