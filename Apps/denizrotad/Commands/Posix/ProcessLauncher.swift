import Glibc
import Synchronization

/// The children ``ProcessLauncher`` started and has not reaped yet.
private let unreapedChildren = Mutex<Set<pid_t>>([])

/// Starts helper programs (hooks, espeak-ng, curl) without a shell and reaps them.
///
/// Only its own children are reaped (`waitpid(pid)`, never `waitpid(-1)`): the daemon also runs inside test
/// processes and next to Foundation's `Process`, whose children are not ours to collect.
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
        adopt(pid)
        if let input {
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
            _ = input.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        }
        return pid
    }

    /// Notes a child started elsewhere (``CurlTransport``) so ``reapFinished()`` collects it.
    static func adopt(_ pid: pid_t) {
        unreapedChildren.withLock { _ = $0.insert(pid) }
    }

    /// Collects those of our children that have finished, so none is left as a zombie.
    static func reapFinished() {
        unreapedChildren.withLock { children in
            for pid in children {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid || (result < 0 && errno == ECHILD) { children.remove(pid) }
            }
        }
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
