import Glibc

/// A bounded HTTP GET by one `curl` child (``CurlExchange``): the transport the marine weather client and unitconv's
/// exchange rates share, domain-free.
///
/// - `curl --max-time` bounds the **whole** request (``timeoutSeconds``), and the reader kills the child
///   ``graceSeconds`` after that should curl not end;
/// - the body is capped at ``maximumBytes`` (`--max-filesize` refuses a longer declared `Content-Length`
///   outright; an undeclared length is read up to the cap and the child killed);
/// - curl's exit status is kept: a reset mid-body (exit 56) or a body shorter than announced (exit 18) is
///   ``CurlGetFailure/interrupted(receivedBytes:detail:)``, a timeout (28) ``CurlGetFailure/timedOut(seconds:)``.
///
/// curl writes `\n%{http_code} %{exitcode} %{errormsg}` after the body (`--write-out`); redirects are followed (at
/// most 3).
public struct CurlGet: Sendable {
    /// Extra time the reader allows curl beyond its own `--max-time` before killing it, seconds.
    public static let graceSeconds = 2.0

    /// The curl executable (absolute path; the app layer finds it in `PATH`).
    public let executable: String
    /// The `User-Agent`.
    public let userAgent: String
    /// The `Accept` header (`application/json`, `application/xml`, …).
    public let accept: String
    /// Whole-request timeout, seconds.
    public let timeoutSeconds: Double
    /// Largest body accepted, bytes.
    public let maximumBytes: Int
    /// The environment passed to curl (proxies: `https_proxy`, …).
    public let environment: [String: String]
    /// The registry group of its children (``CurlExchange/terminateRunningChildren(group:graceSeconds:)``).
    public let group: String

    /// Creates a GET transport.
    public init(
        executable: String, userAgent: String, accept: String, timeoutSeconds: Double, maximumBytes: Int,
        environment: [String: String] = [:], group: String = "default"
    ) {
        self.executable = executable
        self.userAgent = userAgent
        self.accept = accept
        self.timeoutSeconds = timeoutSeconds
        self.maximumBytes = maximumBytes
        self.environment = environment
        self.group = group
    }

    /// Performs the GET of `url` on the calling thread (it blocks at most ``timeoutSeconds`` + ``graceSeconds``).
    ///
    /// - Returns: the status and the body, whatever the status.
    /// - Throws: why there is no complete reply.
    public func perform(_ url: String) throws(CurlGetFailure) -> CurlReply {
        let exchange = CurlExchange(
            executable: executable, arguments: arguments(url), environment: environment, group: group,
            byteLimit: maximumBytes + 1024, deadlineSeconds: timeoutSeconds + Self.graceSeconds)
        return try reply(from: exchange.perform())
    }

    /// curl's arguments for `url`.
    public func arguments(_ url: String) -> [String] {
        [
            "--silent", "--location", "--max-redirs", "3", "--max-time", Self.seconds(timeoutSeconds),
            "--max-filesize", String(maximumBytes), "--user-agent", userAgent, "--header", "Accept: " + accept,
            "--write-out", "\n%{http_code} %{exitcode} %{errormsg}", "--", url,
        ]
    }

    /// The reply in a child's outcome, or why there is none.
    public func reply(from outcome: CurlOutcome) throws(CurlGetFailure) -> CurlReply {
        if let spawnError = outcome.spawnError {
            throw .cannotRun(detail: "cannot run \(executable): \(String(cString: strerror(spawnError)))")
        }
        if outcome.overLimit { throw .tooLarge(limitBytes: maximumBytes) }
        if outcome.timedOut { throw .timedOut(seconds: timeoutSeconds) }
        return try reply(fromOutput: outcome.bytes)
    }

    /// The reply in curl's standard output (the body, then the `--write-out` line), or why there is none.
    public func reply(fromOutput bytes: [UInt8]) throws(CurlGetFailure) -> CurlReply {
        guard let reply = CurlReply(output: bytes) else { throw .transport(detail: "curl gave no status") }
        switch reply.exitCode {
        case 0: if reply.status == 0 { throw .transport(detail: reply.message) }
        case 28: throw .timedOut(seconds: timeoutSeconds)
        case 63: throw .tooLarge(limitBytes: maximumBytes)
        case 18 where reply.status > 0, 56 where reply.status > 0:
            throw .interrupted(receivedBytes: reply.body.count, detail: reply.message)
        default: throw .transport(detail: reply.message)
        }
        guard reply.body.count <= maximumBytes else { throw .tooLarge(limitBytes: maximumBytes) }
        return reply
    }

    /// `seconds` with three decimals, as curl's `--max-time` takes it.
    static func seconds(_ seconds: Double) -> String {
        let millis = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(millis % 1000)
        return String(millis / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// Why a ``CurlGet`` has no complete reply.
public enum CurlGetFailure: Error, Sendable, Equatable {
    /// curl could not be started (missing executable, no resources).
    case cannotRun(detail: String)
    /// The body is larger than the cap, bytes.
    case tooLarge(limitBytes: Int)
    /// No complete reply within the whole-request timeout, seconds.
    case timedOut(seconds: Double)
    /// The connection broke after part of the body arrived.
    case interrupted(receivedBytes: Int, detail: String)
    /// No reply at all (no route, refused connection, TLS, DNS): curl's own message.
    case transport(detail: String)
}

/// What curl's standard output says: the body, then the `--write-out` line `%{http_code} %{exitcode} %{errormsg}`.
public struct CurlReply: Sendable, Equatable {
    /// The HTTP status (0 when there was no response).
    public let status: Int
    /// curl's exit status (curl(1) "EXIT CODES").
    public let exitCode: Int
    /// curl's error message, or `curl exit N` when it gave none.
    public let message: String
    /// The body's bytes.
    public let body: [UInt8]

    /// Splits curl's output at its last newline; `nil` when the trailer is not `STATUS EXIT [MESSAGE]`.
    public init?(output bytes: [UInt8]) {
        let newline = bytes.lastIndex(of: 0x0A) ?? -1
        let trailer = String(decoding: bytes[(newline + 1)...], as: UTF8.self).split(separator: " ", maxSplits: 2)
        guard trailer.count >= 2, let status = Int(trailer[0]), let exit = Int(trailer[1]) else { return nil }
        self.status = status
        self.exitCode = exit
        self.message = trailer.count > 2 ? String(trailer[2]) : "curl exit \(exit)"
        self.body = Array(bytes[..<max(0, newline)])
    }
}
