import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What one curl child produced.
struct CurlOutcome: Sendable {
    /// Standard output: the body, then curl's `--write-out` line.
    var bytes: [UInt8] = []
    /// More than the byte limit arrived; the child was killed.
    var overLimit = false
    /// The reader's deadline passed; the child was killed.
    var timedOut = false
    /// `posix_spawn`'s error when the child could not start.
    var spawnError: Int32?
}

/// Runs one curl child to its end on the calling thread: spawn, read standard output with `poll(2)` (blocking,
/// no busy wait) until end of file, the byte limit or the deadline, then reap it with `waitpid(pid)` (only this
/// child, never `-1`).
struct CurlRun: Sendable {
    let executable: String
    let arguments: [String]
    let environment: [String: String]
    /// The registry group of the child.
    let group: String
    /// Bytes after which the child is killed.
    let byteLimit: Int
    /// Seconds after which the child is killed.
    let deadlineSeconds: Double

    func perform() -> CurlOutcome {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return CurlOutcome(spawnError: errno) }
        var pid = pid_t()
        let result = spawn(pid: &pid, writeEnd: ends[1])
        close(ends[1])
        defer { close(ends[0]) }
        guard result == 0 else { return CurlOutcome(spawnError: result) }
        CurlHTTPTransport.register(pid, group: group)
        defer { CurlHTTPTransport.unregister(pid) }
        var outcome = read(from: ends[0])
        if outcome.overLimit || outcome.timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if outcome.timedOut { outcome.bytes = [] }
        return outcome
    }

    private func spawn(pid: inout pid_t, writeEnd: Int32) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A daemon blocks SIGTERM for its signal pipe, and a test runner may ignore it: give the child an empty
        // signal mask and default dispositions, so a shutdown's SIGTERM ends it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        return posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    }

    /// Reads until end of file, more than ``byteLimit`` bytes, or the deadline.
    private func read(from descriptor: Int32) -> CurlOutcome {
        var outcome = CurlOutcome()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(deadlineSeconds)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                outcome.timedOut = true
                return outcome
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return outcome }
            outcome.bytes += buffer[0..<count]
            if outcome.bytes.count > byteLimit {
                outcome.overLimit = true
                return outcome
            }
        }
    }
}
