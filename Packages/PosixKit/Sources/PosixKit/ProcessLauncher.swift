import Glibc
import Synchronization

/// The children ``ProcessLauncher/adopt(_:)`` noted and ``ProcessLauncher/reapFinished()`` has not reaped yet.
private let unreapedChildren = Mutex<Set<pid_t>>([])

/// Starts programs with `posix_spawn(3)` (never a shell), signals and reaps them.
///
/// Only our own children are reaped (`waitpid(pid)`, never `waitpid(-1)`): callers also run inside test
/// processes and next to Foundation's `Process`, whose children are not theirs to collect.
public enum ProcessLauncher {
    /// Spawns `executable` with `arguments` and `environment` and does not wait.
    ///
    /// With `searchPath` the executable is looked up in `PATH` when it has no `/` (`posix_spawnp`). With
    /// `resetSignals` the child gets an empty signal mask and default SIGTERM/SIGINT/SIGHUP/SIGPIPE handling (a
    /// parent that blocks or ignores them must still be able to end the child).
    ///
    /// - Returns: the child's process id.
    /// - Throws: `posix_spawn`'s error (`ENOENT` for a missing program).
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        standardInput: StandardStream = .inherited, standardOutput: StandardStream = .inherited,
        standardError: StandardStream = .inherited, searchPath: Bool = false, resetSignals: Bool = false
    ) throws(SystemCallError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target) in [(standardInput, Int32(0)), (standardOutput, 1), (standardError, 2)] {
            redirect(&actions, stream, to: target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if resetSignals { defaultSignals(&attributes) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result =
            searchPath
            ? posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
            : posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SystemCallError(call: "posix_spawn", code: result) }
        return pid
    }

    /// Spawns a helper (a hook, espeak-ng) found in `PATH`, writes `input` (if any) to its standard input without
    /// blocking, sends its standard output to our standard error, and notes it for ``reapFinished()``.
    ///
    /// - Returns: the child's process id.
    /// - Throws: `pipe` or `posix_spawn` errors.
    @discardableResult
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], input: [UInt8]?
    ) throws(SystemCallError) -> pid_t {
        let pipe = try Descriptor.pipe(nonBlocking: false)
        defer { Descriptor.close(pipe.write) }
        let pid: pid_t
        do {
            pid = try spawn(
                executable, arguments, environment: environment, standardInput: .descriptor(pipe.read),
                standardOutput: .descriptor(2), searchPath: true)
            Descriptor.close(pipe.read)
        } catch {
            Descriptor.close(pipe.read)
            throw error
        }
        adopt(pid)
        if let input {
            _ = fcntl(pipe.write, F_SETFL, O_NONBLOCK)
            _ = input.withUnsafeBytes { write(pipe.write, $0.baseAddress, $0.count) }
        }
        return pid
    }

    /// Notes a child so ``reapFinished()`` collects it.
    public static func adopt(_ pid: pid_t) {
        unreapedChildren.withLock { _ = $0.insert(pid) }
    }

    /// Collects those of the adopted children that have finished, so none is left as a zombie.
    public static func reapFinished() {
        unreapedChildren.withLock { children in
            for pid in children {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid || (result < 0 && errno == ECHILD) { children.remove(pid) }
            }
        }
    }

    /// Ends those of `children` (adopted with ``adopt(_:)``) still running: SIGTERM, up to `graceSeconds` for them
    /// to exit (reaped meanwhile), then SIGKILL for any left and as long a wait again.
    ///
    /// Only children not reaped yet are signalled, so a process id the system has since given to another process
    /// is never touched. A daemon calls it at shutdown so its helpers do not outlive it (issue 28: `denizrotad
    /// --sync` left `denizrota sync --push` children behind).
    ///
    /// - Returns: how many were still running when called.
    @discardableResult
    public static func terminate(_ children: Set<pid_t>, graceSeconds: Double = 1) -> Int {
        func running() -> Set<pid_t> {
            reapFinished()
            return unreapedChildren.withLock { $0.intersection(children) }
        }
        let first = running()
        for signal in [SIGTERM, SIGKILL] {
            for pid in running() { kill(pid, signal) }
            var waited = 0.0
            while waited < graceSeconds, !running().isEmpty {
                usleep(10_000)
                waited += 0.01
            }
        }
        return first.count
    }

    /// Waits for child `pid` to end (retrying on `EINTR`).
    ///
    /// - Returns: its exit status (0–255), or nil when it was killed by a signal or is not our child.
    @discardableResult
    public static func waitForExit(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }

    /// Sends `signal` (SIGTERM, SIGKILL, …) to process `pid`; false when it does not exist any more.
    @discardableResult
    public static func send(_ signal: Int32, to pid: pid_t) -> Bool {
        kill(pid, signal) == 0
    }

    /// The full path of `name` in the `PATH` list `searchPath` (default `/usr/local/bin:/usr/bin:/bin`), or nil.
    public static func find(_ name: String, searchPath: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for directory in (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    private static func redirect(
        _ actions: inout posix_spawn_file_actions_t, _ stream: StandardStream, to target: Int32
    ) {
        switch stream {
        case .inherited: break
        case .null:
            let mode = target == 0 ? O_RDONLY : O_WRONLY
            posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
        case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, target)
        }
    }

    private static func defaultSignals(_ attributes: inout posix_spawnattr_t) {
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }
}
