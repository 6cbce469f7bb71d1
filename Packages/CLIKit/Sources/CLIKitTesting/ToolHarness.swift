import CLIKit
import Foundation
import Testing

/// Runs a `Tool` in-process with an injected environment and captures what it wrote and its exit code.
///
/// Every run gets fresh buffers for standard output and standard error, the harness's variables (by default only
/// `LANG=C`) with the run's own on top, its clock, its file system and the given standard input:
///
/// ```swift
/// let denklem = ToolHarness(DenklemTool.tool, now: { Date(timeIntervalSince1970: 1_772_366_400) })
/// let run = await denklem.run(["fee", "--amount", "150000"], language: "tr_TR.UTF-8")
/// #expect(run.exitCode == .success)
/// ```
///
/// ``directory`` is a temporary folder of the harness's own (created on first use, removed with the last copy of
/// the harness) for files a test needs on disk, such as a database.
public struct ToolHarness: Sendable {
    /// The tool under test.
    public let tool: Tool
    /// The environment variables of every run (a run's own variables win).
    public var variables: [String: String]
    /// The clock of every run.
    public var now: @Sendable () -> Date
    /// The file system of every run.
    public var fileSystem: any FileSystem
    /// Whether standard error claims to be a terminal (coloured diagnostics).
    public var standardErrorIsTerminal = false
    /// Whether standard input is taken for a terminal (default false, a pipe: `unitconv`'s dialogue needs true).
    public var standardInputIsTerminal = false
    /// The local time zone of every run (`ToolEnvironment.timeZone`; default UTC, so no run depends on the
    /// machine's zone).
    public var timeZone: TimeZone = .gmt
    /// The tool's composition root for every run (`ToolEnvironment.services`): a tool's in-memory `Services`, or
    /// nil: then ``liveServices`` when set, otherwise the tool's failing doubles (``reportUnsuppliedService``).
    public var services: (any Sendable)?
    /// The tool's live composition root (`UnitconvServices.live`), for a test that means to run against real files.
    ///
    /// Built from each run's environment. nil by default: a test says so to get SQLite, curl or the keyring.
    public var liveServices: (@Sendable (ToolEnvironment) -> any Sendable)?
    /// What a run without ``liveServices`` does when a command uses a service it was not given — no ``services``, or
    /// a member of them left to its live default (`ToolEnvironment.reportUnsuppliedService`): by default it records
    /// a Swift Testing issue naming the service, so the test fails instead of silently using the live one.
    public var reportUnsuppliedService: @Sendable (_ service: String) -> Void = { service in
        Issue.record("the test did not supply \(service): set ToolHarness.services (or liveServices)")
    }
    private let scratch: ScratchFolder

    /// Creates a harness.
    ///
    /// - Parameters:
    ///   - tool: the tool under test.
    ///   - variables: the environment variables of every run.
    ///   - now: the clock (default: the Unix epoch, so no run depends on the real time).
    ///   - fileSystem: the file system (default: the real one).
    public init(
        _ tool: Tool, variables: [String: String] = ["LANG": "C"],
        now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 0) },
        fileSystem: any FileSystem = LiveFileSystem()
    ) {
        self.tool = tool
        self.variables = variables
        self.now = now
        self.fileSystem = fileSystem
        scratch = ScratchFolder(prefix: "\(tool.name)-tests")
    }

    /// The harness's temporary folder (created when first asked for).
    public var directory: URL { scratch.created }

    /// Runs the tool once with text on standard input.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - input: standard input, as UTF-8.
    ///   - language: when given, `LANG` for this run (`"tr_TR.UTF-8"`, `"C"`).
    ///   - variables: variables of this run, on top of the harness's.
    /// - Returns: what the tool wrote and its exit code.
    public func run(
        _ arguments: [String], input: String = "", language: String? = nil, variables: [String: String] = [:]
    ) async -> ToolRun {
        await run(arguments, standardInput: FixedInput(input), language: language, variables: variables)
    }

    /// Runs the tool once with the given standard input.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - standardInput: standard input.
    ///   - language: when given, `LANG` for this run.
    ///   - variables: variables of this run, on top of the harness's.
    /// - Returns: what the tool wrote and its exit code.
    public func run(
        _ arguments: [String], standardInput: any InputSource, language: String? = nil,
        variables: [String: String] = [:]
    ) async -> ToolRun {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        var merged = self.variables.merging(variables) { _, run in run }
        if let language { merged["LANG"] = language }
        var environment = ToolEnvironment(
            arguments: arguments, variables: merged, standardInput: standardInput, standardOutput: output,
            standardError: errors, standardErrorIsTerminal: standardErrorIsTerminal, now: now)
        environment.fileSystem = fileSystem
        environment.standardInputIsTerminal = standardInputIsTerminal
        environment.services = services ?? liveServices?(environment)
        if liveServices == nil { environment.reportUnsuppliedService = reportUnsuppliedService }
        environment.timeZone = timeZone
        let code = await tool.run(in: environment)
        return ToolRun(standardOutputBytes: output.bytes, standardError: errors.text, status: code.rawValue)
    }
}
