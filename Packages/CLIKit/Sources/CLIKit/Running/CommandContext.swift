import Foundation
import Localization

/// What a command's action works with.
///
/// Its parsed arguments, the user's language, the standard streams, the environment variables and the clock.
/// Everything is injected, so commands run the same in tests.
public struct CommandContext: Sendable {
    /// The typed values of the command line.
    public let arguments: ParsedArguments
    /// Texts in the user's language (the tool's catalogs, then CLIKit's).
    public let localizer: Localizer
    /// The process environment given to the tool (streams, variables, clock).
    public let environment: ToolEnvironment
    /// Whether `--json` was given: write machine output with `writeJSON`, diagnostics still go to stderr.
    public let isJSONOutput: Bool
    /// The command path as typed, tool name first: `["denizrota", "route", "add"]`.
    public let commandPath: [String]
    /// Writes diagnostics to standard error.
    public let diagnostics: DiagnosticWriter

    /// The language texts are shown in.
    public var language: Language { localizer.language }

    /// The current time from the injected clock.
    public var now: Date { environment.now() }

    /// The files the command reads and writes by path (``ToolEnvironment/fileSystem``).
    public var fileSystem: any FileSystem { environment.fileSystem }

    /// Creates a context (the tool runner does this; tests of single actions may too).
    ///
    /// - Parameters:
    ///   - arguments: the parsed values.
    ///   - localizer: the localizer.
    ///   - environment: the process environment.
    ///   - isJSONOutput: whether `--json` was given.
    ///   - commandPath: the command path, tool name first.
    public init(
        arguments: ParsedArguments, localizer: Localizer, environment: ToolEnvironment, isJSONOutput: Bool,
        commandPath: [String]
    ) {
        self.arguments = arguments
        self.localizer = localizer
        self.environment = environment
        self.isJSONOutput = isJSONOutput
        self.commandPath = commandPath
        diagnostics = DiagnosticWriter(
            toolName: commandPath.first ?? "", sink: environment.standardError, localizer: localizer,
            usesColor: environment.allowsColor)
    }

    /// A localized text (shortcut for `localizer.text`).
    ///
    /// - Parameters:
    ///   - key: the catalog key.
    ///   - arguments: the values for `{0}`, `{1}`, ….
    /// - Returns: the text.
    public func text(_ key: String, _ arguments: String...) -> String {
        localizer.text(key, arguments: arguments)
    }

    /// Writes text to standard output as is.
    ///
    /// - Parameter text: the text.
    public func write(_ text: String) {
        environment.standardOutput.write(text)
    }

    /// Writes a line to standard output.
    ///
    /// - Parameter line: the line, without its newline.
    public func writeLine(_ line: String = "") {
        environment.standardOutput.write(line + "\n")
    }

    /// Writes a document as JSON to standard output with `schemaVersion` added (sorted keys, indented, ISO 8601
    /// dates, newline at the end; Docs/json.md).
    ///
    /// - Parameter document: the document (a top-level object).
    /// - Throws: `EncodingError` when the value cannot be encoded (a bug: the runner reports it, exit 1).
    public func writeJSON(_ document: some JSONDocument) throws {
        write(try JSONText.text(document))
    }

    /// Reads all of standard input as UTF-8 text.
    ///
    /// - Returns: the text (invalid UTF-8 sequences replaced by U+FFFD).
    /// - Throws: `CommandError` with exit code 74 when reading fails.
    public func readStandardInput() throws -> String {
        do {
            return String(decoding: try environment.standardInput.readAll(), as: UTF8.self)
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", describe(error))
        }
    }
}
