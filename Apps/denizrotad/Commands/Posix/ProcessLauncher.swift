import Glibc

/// Starts helper programs (hooks, espeak-ng) without a shell and reaps them.
enum ProcessLauncher {
    /// Spawns `executable` (searched in PATH when it has no `/`) with `arguments` and does not wait.
    ///
    /// The child's standard input receives `input` (or nothing) and its standard output goes to our standard
    /// error, so it cannot corrupt the event stream.
    ///
    /// - Returns: The child's process id.
    @discardableResult
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String], input: [UInt8]?)
        throws(PosixError) -> pid_t
    {
        let pipe = try Descriptor.pipe(nonBlocking: false)
        let ends = [pipe.read, pipe.write]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        close(ends[0])
        defer { close(ends[1]) }
        guard result == 0 else { throw PosixError(call: "posix_spawn", code: result) }
        if let input {
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
            _ = input.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        }
        return pid
    }

    /// Collects finished children so none is left as a zombie.
    static func reapFinished() {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
    }

    /// The full path of `name` in the `PATH` list, or nil.
    static func find(_ name: String, searchPath: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for directory in (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
