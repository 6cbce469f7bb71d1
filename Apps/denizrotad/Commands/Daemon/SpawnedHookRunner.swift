import PosixKit

/// The live ``HookRunner``: `posix_spawn` through PosixKit's `ProcessLauncher`, the program looked up in `PATH`,
/// the daemon's environment passed on, the child's standard output sent to the daemon's standard error.
struct SpawnedHookRunner: HookRunner {
    /// The environment passed to the hook (its `PATH` is searched for a bare name).
    let variables: [String: String]

    func canRun(_ program: String) -> Bool {
        ProcessLauncher.find(program, searchPath: variables["PATH"]) != nil
    }

    func start(_ program: String, arguments: [String], input: [UInt8]) throws {
        try ProcessLauncher.spawn(program, arguments, environment: variables, input: input)
    }
}
