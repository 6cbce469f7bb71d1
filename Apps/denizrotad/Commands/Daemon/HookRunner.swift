/// Starts the `--hook` program (Docs/denizrotad.md "Hook"): `PROGRAM EVENT TIME [WAYPOINT]`, the event's JSON line
/// on its standard input, no shell involved, without waiting for it.
///
/// A service of ``DenizrotadServices``: live, ``SpawnedHookRunner`` (`posix_spawn` through PosixKit, the program
/// looked up in the environment's `PATH`); in tests, DenizrotadTestSupport's `RecordingHookRunner`.
public protocol HookRunner: Sendable {
    /// Whether `program` names a program that can be started: a path to an executable file, or a name found on
    /// `PATH`. `--hook` with one that cannot is a usage error (64).
    func canRun(_ program: String) -> Bool

    /// Starts `program` with `arguments` and `input` on its standard input; returns once it has started.
    ///
    /// - Throws: why it could not be started (a system error value, shown in the daemon's warning).
    func start(_ program: String, arguments: [String], input: [UInt8]) throws
}
