// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineKit
    import PosixKit
    import Synchronization

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The curl children running now and the group of the transport that started each
    /// (``CurlHTTPTransport/terminateRunningChildren(group:graceSeconds:)``).
    private let runningCurlChildren = Mutex<[pid_t: String]>([:])

    /// The live `OpenMeteoTransport` of both tools: one `curl` child process (Debian `curl`) per GET.
    ///
    /// It lives in the product `MarineWeatherCurl`, not in MarineKit itself: it spawns a process and polls a pipe through
    /// PosixKit (Linux, and macOS once PosixKit is ported), which iOS, tvOS, watchOS and visionOS do not allow, so MarineKit
    /// stays free of process and POSIX code and builds for every Apple platform its manifest declares.
    ///
    /// Why curl and not URLSession: on Linux, swift-corelibs-foundation's URLSession spun a core while waiting on a
    /// stalled server (0.6 s user + 2.9 s system per 4 s of waiting), treated its timeout as an idle timeout (a
    /// server dripping a byte every 0.5 s held a 3 s request for 62 s), reported a reset mid-body as "URL error -1",
    /// and linking it costs the daemon 7 MB resident. Here:
    /// - `curl --max-time T` bounds the **whole** request, and the reader gives up 2 s after that (the child is
    ///   killed) should curl not;
    /// - the reader blocks in `poll(2)`/`read(2)` on a thread of its own: no CPU is used while waiting;
    /// - the body is capped at ``maximumBytes`` (by default `OpenMeteoOptions.maximumBodyBytes`; `--max-filesize` refuses a longer declared `Content-Length`
    ///   outright; an undeclared length is read up to the cap and the child killed);
    /// - curl's exit status is kept: a reset mid-body (exit 56) or a body shorter than announced (exit 18) is
    ///   `OpenMeteoError.interrupted(receivedBytes:detail:)`, a timeout (28) `OpenMeteoError.timedOut(seconds:)`.
    ///
    /// curl writes `\n%{http_code} %{exitcode} %{errormsg}` after the body (`--write-out`); no shell is involved;
    /// stdin and stderr are /dev/null. Every child is registered while it runs, so a daemon shutting down can end
    /// them (``terminateRunningChildren(group:graceSeconds:)``).
    public struct CurlHTTPTransport: OpenMeteoTransport {
        /// Extra time the reader allows curl beyond its own `--max-time` before killing it, seconds.
        static let graceSeconds = 2.0

        /// The curl executable (absolute path; the app layer finds it in `PATH`).
        public let executable: String
        /// The `User-Agent` (Open-Meteo asks API users to be identifiable).
        public let userAgent: String
        /// Whole-request timeout, seconds.
        public let timeoutSeconds: Double
        /// Largest body accepted, bytes.
        public let maximumBytes: Int
        /// The environment passed to curl (proxies: `https_proxy`, …).
        public let environment: [String: String]
        /// The group its children are registered under, so one owner (a daemon) ends only its own.
        public let group: String

        /// Creates a transport; the timeout and the body cap default to `OpenMeteoOptions.standard`'s (15 s, 8 MiB).
        public init(
            executable: String, userAgent: String,
            timeoutSeconds: Double = OpenMeteoOptions.standard.timeoutSeconds.default,
            maximumBytes: Int = OpenMeteoOptions.standard.maximumBodyBytes, environment: [String: String] = [:],
            group: String = "default"
        ) {
            self.executable = executable
            self.userAgent = userAgent
            self.timeoutSeconds = timeoutSeconds
            self.maximumBytes = maximumBytes
            self.environment = environment
            self.group = group
        }

        /// Performs the GET.
        public func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
            let run = CurlRun(
                executable: executable, arguments: arguments(url), environment: environment, group: group,
                byteLimit: maximumBytes + 1024, deadlineSeconds: timeoutSeconds + Self.graceSeconds)
            let outcome = await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: run.perform()) }.start()
            }
            return try reply(from: outcome)
        }

        /// curl's arguments for `url`.
        func arguments(_ url: URL) -> [String] {
            [
                "--silent", "--location", "--max-redirs", "3", "--max-time", String(format: "%.3f", timeoutSeconds),
                "--max-filesize", String(maximumBytes), "--user-agent", userAgent, "--header",
                "Accept: application/json",
                "--write-out", "\n%{http_code} %{exitcode} %{errormsg}", "--", url.absoluteString,
            ]
        }

        /// The reply in curl's output, or why there is none.
        func reply(from outcome: CurlOutcome) throws(OpenMeteoError) -> HTTPReply {
            if let spawnError = outcome.spawnError {
                throw .transport(detail: "cannot run \(executable): \(String(cString: strerror(spawnError)))")
            }
            if outcome.overLimit { throw .tooLarge(limitBytes: maximumBytes) }
            if outcome.timedOut { throw .timedOut(seconds: timeoutSeconds) }
            return try reply(fromOutput: outcome.bytes)
        }

        /// The reply in curl's standard output (the body, then the `--write-out` line), or why there is none.
        public func reply(fromOutput bytes: [UInt8]) throws(OpenMeteoError) -> HTTPReply {
            let newline = bytes.lastIndex(of: 0x0A) ?? -1
            let trailer = String(decoding: bytes[(newline + 1)...], as: UTF8.self).split(separator: " ", maxSplits: 2)
            guard trailer.count >= 2, let status = Int(trailer[0]), let exit = Int(trailer[1]) else {
                throw .transport(detail: "curl gave no status")
            }
            let body = Data(bytes[..<max(0, newline)])
            let message = trailer.count > 2 ? String(trailer[2]) : "curl exit \(exit)"
            try Self.check(exit: exit, status: status, received: body.count, message: message, transport: self)
            guard body.count <= maximumBytes else { throw .tooLarge(limitBytes: maximumBytes) }
            return HTTPReply(status: status, body: body)
        }

        /// Throws for a curl exit status that means no complete reply (curl(1) "EXIT CODES").
        private static func check(exit: Int, status: Int, received: Int, message: String, transport: Self)
            throws(OpenMeteoError)
        {
            switch exit {
            case 0: if status == 0 { throw .transport(detail: message) }
            case 28: throw .timedOut(seconds: transport.timeoutSeconds)
            case 63: throw .tooLarge(limitBytes: transport.maximumBytes)
            case 18 where status > 0, 56 where status > 0:
                throw .interrupted(receivedBytes: received, detail: message)
            default: throw .transport(detail: message)
            }
        }

        /// Ends every curl child still running, for a daemon's orderly shutdown.
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
                let deadline = Date().addingTimeInterval(graceSeconds)
                while Date() < deadline, !runningChildren(group: group).isEmpty { usleep(10_000) }
            }
            return children.count
        }

        /// Process ids of the curl children of `group` running now.
        public static func runningChildren(group: String) -> Set<Int32> {
            runningCurlChildren.withLock { Set($0.filter { $0.value == group }.keys) }
        }

        static func register(_ pid: pid_t, group: String) { runningCurlChildren.withLock { $0[pid] = group } }
        static func unregister(_ pid: pid_t) { runningCurlChildren.withLock { _ = $0.removeValue(forKey: pid) } }
    }
#endif
