import Foundation

#if os(Linux)
    import PosixKit  // the terminal's width; PosixKit is Linux-only so far (CLIKit's manifest: a Linux condition)
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a tool gets from its process: arguments, environment variables, standard streams, the clock, the
/// file system.
///
/// `main.swift` passes `.live()`; tests build one with `BufferedOutput` and fixed values. Nothing below the app
/// layer reads the process environment.
public struct ToolEnvironment: Sendable {
    /// The arguments after the program name.
    public var arguments: [String]
    /// The environment variables.
    public var variables: [String: String]
    /// Standard input.
    public var standardInput: any InputSource
    /// Standard output: results, help, `--json` output.
    public var standardOutput: any OutputSink
    /// Standard error: diagnostics.
    public var standardError: any OutputSink
    /// Whether standard error is a terminal (colour is used only then, and only without `NO_COLOR`).
    public var standardErrorIsTerminal: Bool
    /// Whether standard output is a terminal (results may then be coloured, see ``outputAllowsColor``).
    public var standardOutputIsTerminal = false
    /// Whether standard input is a terminal (`unitconv` then reads no quantities from it).
    public var standardInputIsTerminal = false
    /// The width of the terminal standard output is shown on, in columns, or `nil` when it is no terminal; help
    /// wraps at `COLUMNS`, else at this, else at 80 (``helpWidth``).
    ///
    /// ``live()`` measures it on Linux only (PosixKit's `TerminalSize`); elsewhere it stays `nil` until PosixKit is
    /// ported.
    public var terminalColumns: Int?
    /// The clock.
    public var now: @Sendable () -> Date
    /// The local time zone, for times shown in local time when `TZ` names none (``live()``: the system's; tests:
    /// UTC unless they set it).
    public var timeZone: TimeZone = .gmt
    /// The path the program was started by (`argv[0]`, as ``live()`` reads it); nil in an in-process test.
    ///
    /// `denizrotad` looks for its sibling `denizrota` beside it.
    public var executablePath: String?
    /// The effective user id the tool runs as (``live()``: `geteuid()`).
    ///
    /// It names and guards per-user places such as the control socket's private folder `/tmp/denizrotad-UID`.
    /// Tests keep the default, the test process's own.
    public var userID: UInt32 = geteuid()
    /// The files commands read and write by path (input files, output files, existence checks).
    public var fileSystem: any FileSystem = LiveFileSystem()
    /// The tool's composition root, nil when nobody set it.
    ///
    /// Its `Services` value (stores, network clients, sources), built by the executable with `live(_:)` or by a
    /// test from in-memory doubles; commands read it through their context (`context.services` in each command
    /// module).
    public var services: (any Sendable)?
    /// Where a test hears of a service it did not supply; nil (the executable): the live services.
    ///
    /// CLIKitTesting's `ToolHarness` sets it by default: a tool run without ``services`` gets doubles that call
    /// this with the name of each service a command uses (`"UnitconvServices.openStores"`) and then fail, instead
    /// of the live ones (SQLite, curl, the keyring) — as isowords' unimplemented dependencies, a test that forgot
    /// to supply a service fails loudly.
    public var reportUnsuppliedService: (@Sendable (_ service: String) -> Void)?
    /// `--color`: when output and diagnostics are coloured (``ColorChoice``; `Tool.run` sets it from the command
    /// line, default `auto`).
    public var colorChoice: ColorChoice = .auto

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - variables: the environment variables.
    ///   - standardInput: standard input.
    ///   - standardOutput: standard output.
    ///   - standardError: standard error.
    ///   - standardErrorIsTerminal: whether standard error is a terminal.
    ///   - now: the clock.
    public init(
        arguments: [String], variables: [String: String] = [:], standardInput: any InputSource = FixedInput(),
        standardOutput: any OutputSink, standardError: any OutputSink, standardErrorIsTerminal: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.arguments = arguments
        self.variables = variables
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.now = now
    }

    /// The running process's arguments, environment, streams, terminal, user and system clock: the one place that
    /// reads them (`Tool.main`, called by each executable's `main.swift`, passes it on).
    ///
    /// - Returns: the live environment.
    public static func live() -> ToolEnvironment {
        var environment = ToolEnvironment(
            arguments: Array(CommandLine.arguments.dropFirst()),
            variables: processVariables(),
            standardInput: StandardInput(),
            standardOutput: FileDescriptorSink.standardOutput,
            standardError: FileDescriptorSink.standardError,
            standardErrorIsTerminal: isatty(2) == 1,
            now: { Date() }
        )
        environment.executablePath = CommandLine.arguments.first
        environment.userID = geteuid()
        // Resolved when first used: reading the system's zone at every start cost unitconv 1 M instructions (8 %).
        environment.timeZone = .autoupdatingCurrent
        environment.standardOutputIsTerminal = isatty(1) == 1
        environment.standardInputIsTerminal = isatty(0) == 1
        #if os(Linux)
            environment.terminalColumns = TerminalSize.columns(1)
        #endif
        return environment
    }

    /// The process's environment variables: on Linux read from `environ` directly (the first of two equal names
    /// wins, as with `getenv`), which costs a cold start far less than Foundation's `ProcessInfo` (issue 17);
    /// elsewhere `ProcessInfo.processInfo.environment`.
    static func processVariables() -> [String: String] {
        #if os(Linux)
            var variables: [String: String] = [:]
            var entry = environ
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                    let name = String(text[..<equals])
                    if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
                }
                entry += 1
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }

    /// Whether results on standard output may use colour: under `--color auto` (the default), it is a terminal,
    /// `NO_COLOR` is unset or empty (no-color.org), and `TERM` is not `dumb` (``ColorChoice``).
    public var outputAllowsColor: Bool {
        colorChoice.allowsColor(isTerminal: standardOutputIsTerminal, variables: variables)
    }

    /// Whether diagnostics may use colour: under `--color auto` (the default), standard error is a terminal,
    /// `NO_COLOR` is unset or empty (no-color.org), and `TERM` is not `dumb` (``ColorChoice``).
    public var allowsColor: Bool {
        colorChoice.allowsColor(isTerminal: standardErrorIsTerminal, variables: variables)
    }

    /// The width help text wraps at: `COLUMNS` when it is a positive number (as shells export it), else the
    /// terminal's width, else 80 columns; never below 40, where the two help columns no longer fit.
    public var helpWidth: Int {
        let width = variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? terminalColumns ?? 80
        return max(40, width)
    }
}
