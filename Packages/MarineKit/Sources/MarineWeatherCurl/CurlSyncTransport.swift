// Linux only, like PosixKit, which CurlExchange calls (the manifest's PosixKit dependency has the same condition).
#if os(Linux)
    import Foundation
    import MarineSync
    import PosixKit

    /// The live `SyncTransport`: one `curl` child per exchange, bounded as the weather client is (issue 28).
    ///
    /// URLSession on Linux treated its timeout as an idle timeout (1 byte a second held a sync 660 s), waited 60 s
    /// after a reset, read a 200 MB answer whole (449 MB of memory) and left cache folders behind
    /// (`$XDG_CACHE_HOME/org.swift.foundation.URLCache`). Here:
    /// - `--max-time` bounds the **whole** exchange (``timeoutSeconds``), and the reader kills the child 2 s after;
    /// - `--speed-limit 100 --speed-time 30` gives up a transfer slower than 100 bytes/s for 30 s;
    /// - the answer is capped at ``maximumBytes`` (`--max-filesize`, and the reader kills the child beyond it);
    /// - a reset or a short body (curl exit 56, 18) is no answer (`SyncError.offline(detail:)`), never a reply.
    ///
    /// The request's headers (the `Authorization` token among them) and body go to curl through files in a private
    /// folder (0700, files 0600) under ``temporaryDirectory``, removed after the exchange, so the token never appears
    /// in a process's arguments; no shell is involved; nothing is cached.
    public struct CurlSyncTransport: SyncTransport {
        /// Whole-exchange bound by default, seconds: a 24 h trip is about 17 MB of JSON (Docs/denizrota-sync.md).
        public static let defaultTimeoutSeconds = 180.0
        /// Largest answer by default, bytes (64 MiB; a listing page is at most 300 documents of ≤ 1 MiB in theory, a
        /// few hundred kB in practice).
        public static let defaultMaximumBytes = 64 << 20

        /// The curl executable (absolute path; the app layer finds it in `PATH`).
        public let executable: String
        /// The `User-Agent`.
        public let userAgent: String
        /// Whole-exchange timeout, seconds.
        public let timeoutSeconds: Double
        /// Largest answer accepted, bytes.
        public let maximumBytes: Int
        /// The environment passed to curl (proxies: `https_proxy`, …).
        public let environment: [String: String]
        /// Where the private request folder is made (the app layer passes `TMPDIR` or `/tmp`).
        public let temporaryDirectory: String
        /// Seconds the reader waits past ``timeoutSeconds`` (curl's own `--max-time`) before it kills a child that
        /// has not ended: 2 s; tests inject less so that a hung child costs them under 2 s.
        var graceSeconds = CurlHTTPTransport.graceSeconds

        /// Creates a transport.
        public init(
            executable: String, userAgent: String, timeoutSeconds: Double = CurlSyncTransport.defaultTimeoutSeconds,
            maximumBytes: Int = CurlSyncTransport.defaultMaximumBytes, environment: [String: String] = [:],
            temporaryDirectory: String = "/tmp"
        ) {
            self.executable = executable
            self.userAgent = userAgent
            self.timeoutSeconds = timeoutSeconds
            self.maximumBytes = maximumBytes
            self.environment = environment
            self.temporaryDirectory = temporaryDirectory
        }

        /// Sends the request.
        public func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
            let folder = try makeFolder()
            defer { removeFolder(folder) }
            let arguments = try prepare(request, in: folder)
            let run = CurlExchange(
                executable: executable, arguments: arguments, environment: environment, group: "sync",
                byteLimit: maximumBytes + 1024, deadlineSeconds: timeoutSeconds + graceSeconds)
            let outcome = await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: run.perform()) }.start()
            }
            return try reply(from: outcome)
        }

        /// Writes the header and body files and returns curl's arguments.
        func prepare(_ request: SyncHTTPRequest, in folder: String) throws(SyncError) -> [String] {
            let headerLines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\n" }.joined()
            try write(Data(headerLines.utf8), to: folder + "/headers")
            var arguments = [
                "--silent", "--request", request.method, "--max-time", String(format: "%.3f", timeoutSeconds),
                "--speed-limit", "100", "--speed-time", "30", "--max-filesize", String(maximumBytes),
                "--user-agent", userAgent, "--header", "@" + folder + "/headers",
                "--write-out", "\n%{http_code} %{exitcode} %{errormsg}",
            ]
            if !request.body.isEmpty {
                try write(request.body, to: folder + "/body")
                arguments += ["--data-binary", "@" + folder + "/body"]
            }
            return arguments + ["--", request.url.absoluteString]
        }

        /// The reply in curl's output, or why there is none.
        func reply(from outcome: CurlOutcome) throws(SyncError) -> HTTPReply {
            if let spawnError = outcome.spawnError {
                throw .offline(
                    detail:
                        "cannot run \(executable): \(SystemCallError(call: "posix_spawn", code: spawnError).message)")
            }
            if outcome.overLimit { throw .malformedAnswer(detail: "the answer is larger than \(maximumBytes) bytes") }
            if outcome.timedOut { throw .offline(detail: "no complete answer within \(Int(timeoutSeconds)) s") }
            return try reply(fromOutput: outcome.bytes)
        }

        /// The reply in curl's standard output (the body, then the `--write-out` line), or why there is none.
        public func reply(fromOutput bytes: [UInt8]) throws(SyncError) -> HTTPReply {
            guard let reply = CurlReply(output: bytes) else { throw .offline(detail: "curl gave no status") }
            let body = Data(reply.body)
            let (status, exit, message) = (reply.status, reply.exitCode, reply.message)
            switch exit {
            case 0 where status > 0: break
            case 28: throw .offline(detail: "no complete answer within \(Int(timeoutSeconds)) s")
            case 63: throw .malformedAnswer(detail: "the answer is larger than \(maximumBytes) bytes")
            case 18, 56: throw .offline(detail: "the connection broke after \(body.count) bytes of the answer")
            default: throw .offline(detail: message)
            }
            guard body.count <= maximumBytes else {
                throw .malformedAnswer(detail: "the answer is larger than \(maximumBytes) bytes")
            }
            return HTTPReply(status: status, body: body)
        }

        private func makeFolder() throws(SyncError) -> String {
            do throws(SystemCallError) {
                return try FilePaths.makeUniqueDirectory(prefix: temporaryDirectory + "/denizrota-sync-")  // 0700
            } catch {
                throw .offline(detail: "cannot make a private folder in \(temporaryDirectory)")
            }
        }

        private func write(_ data: Data, to path: String) throws(SyncError) {
            let descriptor: Int32
            do throws(SystemCallError) {
                descriptor = try Descriptor.createExclusive(path, permissions: 0o600)
            } catch {
                throw .offline(detail: "cannot write \(path)")
            }
            defer { Descriptor.close(descriptor) }
            guard Descriptor.writeAll(descriptor, Array(data)) else { throw .offline(detail: "cannot write \(path)") }
        }

        private func removeFolder(_ folder: String) {
            for name in ["headers", "body"] { try? FilePaths.remove(folder + "/" + name) }
            try? FilePaths.removeDirectory(folder)
        }
    }
#endif
