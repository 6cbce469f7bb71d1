import DenizrotadCommands
import Synchronization

/// The in-memory double of `HookRunner`: records every start instead of running a program.
///
/// Programs in ``programs`` can be run; any other is "not found" (`--hook` is then refused with 64). With
/// ``failure`` set, every start throws it, as a program that cannot be started does.
public final class RecordingHookRunner: HookRunner {
    /// One start: the program, its arguments and what it was given on standard input.
    public struct Start: Sendable, Equatable {
        /// The program as `--hook` named it.
        public var program: String
        /// `EVENT TIME [WAYPOINT]`.
        public var arguments: [String]
        /// Standard input: the event's JSON line and a newline, as UTF-8.
        public var input: [UInt8]

        /// Standard input as text.
        public var inputText: String { String(decoding: input, as: UTF8.self) }
    }

    /// The error every start throws when set.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What the log shows.
        public var description: String

        /// Creates the failure.
        public init(_ description: String) { self.description = description }
    }

    /// The programs that exist.
    public let programs: Set<String>
    private let state: Mutex<(starts: [Start], failure: Failure?)>

    /// A runner knowing `programs`; `failure` makes every start fail.
    public init(programs: Set<String>, failure: Failure? = nil) {
        self.programs = programs
        state = Mutex((starts: [], failure: failure))
    }

    /// Every start so far, in order.
    public var starts: [Start] { state.withLock { $0.starts } }

    public func canRun(_ program: String) -> Bool { programs.contains(program) }

    public func start(_ program: String, arguments: [String], input: [UInt8]) throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.starts.append(Start(program: program, arguments: arguments, input: input))
        }
    }
}
