import Glibc
import Synchronization

/// The curl children running now and the group of the owner that started each
/// (``CurlExchange/terminateRunningChildren(group:graceSeconds:)``).
private let runningCurlChildren = Mutex<[pid_t: String]>([:])

/// What one curl child produced.
public struct CurlOutcome: Sendable, Equatable {
    /// Standard output: the body, then curl's `--write-out` line (``CurlReply``).
    public var bytes: [UInt8] = []
    /// More than the byte limit arrived; the child was killed.
    public var overLimit = false
    /// The reader's deadline passed; the child was killed (``bytes`` is then empty).
    public var timedOut = false
    /// `posix_spawn`'s error number when the child could not start.
    public var spawnError: Int32?

    /// Creates an outcome (tests build them by hand).
    public init(bytes: [UInt8] = [], overLimit: Bool = false, timedOut: Bool = false, spawnError: Int32? = nil) {
        self.bytes = bytes
        self.overLimit = overLimit
        self.timedOut = timedOut
        self.spawnError = spawnError
    }
}

/// One `curl` child run to its end on the calling thread: the one bounded HTTP transport of the workspace's tools
/// (the marine weather and sync clients, unitconv's exchange rates).
///
/// Spawns the executable (``ProcessLauncher``, never a shell; standard input and error are /dev/null; the child
/// gets an empty signal mask and default dispositions, so a shutdown's SIGTERM ends it), reads its standard output
/// with `poll(2)` (blocking, no busy wait) until end of file, more than ``byteLimit`` bytes or ``deadlineSeconds``
/// (monotonic clock), kills it in the last two cases, and reaps it with `waitpid(pid)` (only this child, never
/// `-1`). Every child is registered under ``group`` while it runs, so an owner shutting down ends its own.
public struct CurlExchange: Sendable {
    /// The curl executable (absolute path, or a name found in `PATH` by the caller).
    public let executable: String
    /// curl's arguments (the caller's `--max-time`, `--max-filesize`, `--write-out`, …).
    public let arguments: [String]
    /// The environment passed to curl (proxies: `https_proxy`, …).
    public let environment: [String: String]
    /// The registry group of the child.
    public let group: String
    /// Bytes of output after which the child is killed.
    public let byteLimit: Int
    /// Seconds after which the child is killed.
    public let deadlineSeconds: Double

    /// Creates an exchange; nothing runs until ``perform()``.
    public init(
        executable: String, arguments: [String], environment: [String: String], group: String, byteLimit: Int,
        deadlineSeconds: Double
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.group = group
        self.byteLimit = byteLimit
        self.deadlineSeconds = deadlineSeconds
    }

    /// Runs the child to its end, blocking the calling thread (at most ``deadlineSeconds`` plus the reaping).
    public func perform() -> CurlOutcome {
        guard let ends = try? Descriptor.pipe(nonBlocking: false) else { return CurlOutcome(spawnError: errno) }
        defer { Descriptor.close(ends.read) }
        let pid: Int32
        do throws(SystemCallError) {
            defer { Descriptor.close(ends.write) }
            pid = try ProcessLauncher.spawn(
                executable, arguments, environment: environment, standardInput: .null,
                standardOutput: .descriptor(ends.write), standardError: .null, resetSignals: true)
        } catch {
            return CurlOutcome(spawnError: error.code)
        }
        runningCurlChildren.withLock { $0[pid] = group }
        defer { runningCurlChildren.withLock { _ = $0.removeValue(forKey: pid) } }
        var outcome = read(from: ends.read)
        if outcome.overLimit || outcome.timedOut { ProcessLauncher.send(SIGKILL, to: pid) }
        ProcessLauncher.waitForExit(pid)
        if outcome.timedOut { outcome.bytes = [] }
        return outcome
    }

    /// Reads until end of file, more than ``byteLimit`` bytes, or the deadline.
    private func read(from descriptor: Int32) -> CurlOutcome {
        var outcome = CurlOutcome()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Self.monotonicSeconds() + deadlineSeconds
        while true {
            let remaining = deadline - Self.monotonicSeconds()
            guard remaining > 0 else {
                outcome.timedOut = true
                return outcome
            }
            guard Descriptor.waitReadable(descriptor, milliseconds: Int32(min(remaining * 1000, 60_000).rounded(.up)))
            else { continue }
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

    /// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), for the deadline.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Ends every curl child of `group` still running, for an owner's orderly shutdown.
    ///
    /// SIGTERM, a wait of up to `graceSeconds` for them to be gone (their reader threads reap them), then SIGKILL
    /// for any left and as long a wait again.
    ///
    /// - Returns: how many children were signalled.
    @discardableResult
    public static func terminateRunningChildren(group: String, graceSeconds: Double = 1) -> Int {
        let children = runningChildren(group: group)
        for signal in [SIGTERM, SIGKILL] {
            for pid in runningChildren(group: group) { ProcessLauncher.send(signal, to: pid) }
            let deadline = monotonicSeconds() + graceSeconds
            while monotonicSeconds() < deadline, !runningChildren(group: group).isEmpty { usleep(10_000) }
        }
        return children.count
    }

    /// Process ids of the curl children of `group` running now.
    public static func runningChildren(group: String) -> Set<Int32> {
        runningCurlChildren.withLock { Set($0.filter { $0.value == group }.keys) }
    }
}
