// Linux only, like PosixKit, which it calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineWeather
    import PosixKit

    /// The live `OpenMeteoTransport` of both tools: one `curl` child process (Debian `curl`) per GET, through
    /// PosixKit's domain-free `CurlGet` (the bounded transport unitconv's exchange rates use too), its failures
    /// mapped to `OpenMeteoError`.
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
        static let graceSeconds = CurlGet.graceSeconds

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

        /// Performs the GET (PosixKit's `CurlGet` on a thread of its own).
        public func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
            let get = curlGet
            let result = await withCheckedContinuation { continuation in
                Thread {
                    continuation.resume(
                        returning: Result { () throws(CurlGetFailure) in try get.perform(url.absoluteString) })
                }.start()
            }
            return try reply(from: result)
        }

        /// The shared bounded GET with this transport's settings.
        var curlGet: CurlGet {
            CurlGet(
                executable: executable, userAgent: userAgent, accept: "application/json",
                timeoutSeconds: timeoutSeconds,
                maximumBytes: maximumBytes, environment: environment, group: group)
        }

        /// The reply in curl's standard output (the body, then the `--write-out` line), or why there is none.
        public func reply(fromOutput bytes: [UInt8]) throws(OpenMeteoError) -> HTTPReply {
            try reply(from: Result { () throws(CurlGetFailure) in try curlGet.reply(fromOutput: bytes) })
        }

        /// The weather client's reply or error for the shared transport's.
        private func reply(from result: Result<CurlReply, CurlGetFailure>) throws(OpenMeteoError) -> HTTPReply {
            switch result {
            case .success(let reply): return HTTPReply(status: reply.status, body: Data(reply.body))
            case .failure(.cannotRun(let detail)), .failure(.transport(let detail)): throw .transport(detail: detail)
            case .failure(.tooLarge(let limit)): throw .tooLarge(limitBytes: limit)
            case .failure(.timedOut(let seconds)): throw .timedOut(seconds: seconds)
            case .failure(.interrupted(let received, let detail)):
                throw .interrupted(receivedBytes: received, detail: detail)
            }
        }

        /// Ends every curl child of `group` still running, for a daemon's orderly shutdown (PosixKit's
        /// `CurlExchange.terminateRunningChildren(group:graceSeconds:)`).
        ///
        /// - Returns: how many children were signalled.
        @discardableResult
        public static func terminateRunningChildren(group: String, graceSeconds: Double = 1) -> Int {
            CurlExchange.terminateRunningChildren(group: group, graceSeconds: graceSeconds)
        }

        /// Process ids of the curl children of `group` running now.
        public static func runningChildren(group: String) -> Set<Int32> { CurlExchange.runningChildren(group: group) }
    }
#endif
