import Glibc

/// A POSIX signal as a value (signal(7)), so callers name signals without importing the C library.
///
/// The numbers are Linux's (x86-64 and arm64 share them): the raw value is what `kill(2)` and a wait status take.
/// A number without a name here is still a signal (``init(rawValue:)`` accepts any), named `signal N`.
public struct Signal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The signal's number (signal(7)), for example 15 for SIGTERM.
    public let rawValue: Int32

    /// A signal by its number; any number is accepted (the kernel refuses an invalid one when it is sent).
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// SIGHUP: the terminal hung up; daemons take it as "reload".
    public static let hangup = Signal(rawValue: SIGHUP)
    /// SIGCHLD: a child process ended, stopped or continued.
    public static let child = Signal(rawValue: SIGCHLD)
    /// SIGINT: interrupted from the keyboard (Ctrl-C).
    public static let interrupt = Signal(rawValue: SIGINT)
    /// SIGKILL: ends the process; it cannot be caught, blocked or ignored.
    public static let kill = Signal(rawValue: SIGKILL)
    /// SIGPIPE: a write to a pipe or socket nobody reads.
    public static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// SIGTERM: asked to end (what `systemctl stop` and `kill` send first).
    public static let terminate = Signal(rawValue: SIGTERM)
    /// SIGUSR1: meaning left to the program.
    public static let user1 = Signal(rawValue: SIGUSR1)
    /// SIGUSR2: meaning left to the program.
    public static let user2 = Signal(rawValue: SIGUSR2)

    /// The signal's C name (`SIGTERM`), or `signal N` for a number without one here.
    public var name: String {
        Self.names[rawValue] ?? "signal \(rawValue)"
    }

    /// The C name, as ``name``.
    public var description: String { name }

    private static let names: [Int32: String] = [
        SIGCHLD: "SIGCHLD", SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGKILL: "SIGKILL", SIGPIPE: "SIGPIPE",
        SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2",
    ]

    /// Sends the signal to process `pid` (`kill(2)`); false when it could not (no such process, not permitted).
    public func send(to pid: Int32) -> Bool {
        Glibc.kill(pid, rawValue) == 0
    }
}
