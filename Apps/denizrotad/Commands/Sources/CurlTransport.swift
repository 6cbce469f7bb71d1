import Foundation
import MarineKit
import MarineWeatherCurl
import PosixKit

/// The daemon's ``OpenMeteoTransport``: MarineKit's ``CurlHTTPTransport`` (one `curl` child per GET), the same
/// transport `denizrota weather` and `plan` use.
///
/// curl rather than URLSession: linking FoundationNetworking into the daemon loads libcurl, OpenSSL, GnuTLS and
/// Kerberos at every start (+7 MB resident, measured with `/proc/PID/smaps`, which broke the 30 MB target of the
/// replay benchmark) although a check runs only every 30 minutes; and URLSession's waiting cost CPU and ignored
/// whole-request timeouts (``CurlHTTPTransport``). The body cap (8 MiB) and the whole-request timeout (15 s, the
/// same as `denizrota weather`'s default) are MarineKit's `OpenMeteoOptions`. On
/// SIGTERM the daemon ends the children still running before it exits
/// (``CurlHTTPTransport/terminateRunningChildren(group:graceSeconds:)`` in `DaemonCommand.runOnOwnThread`).
struct CurlTransport: OpenMeteoTransport {
    /// The registry group of the daemon's curl children (ended on shutdown, `DaemonCommand.runOnOwnThread`).
    static let group = "denizrotad"

    private let transport: CurlHTTPTransport

    /// Creates the transport for `executable` (an absolute path), identifying as `userAgent`.
    init(executable: String, userAgent: String, environment: [String: String]) {
        transport = CurlHTTPTransport(
            executable: executable, userAgent: userAgent, environment: environment, group: Self.group)
    }

    /// Performs the GET.
    func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
        try await transport.get(url)
    }

    /// Splits curl's output into the body and the status line written by `--write-out`.
    static func reply(from output: Result<[UInt8], SystemCallError>) throws(OpenMeteoError) -> HTTPReply {
        switch output {
        case .success(let bytes):
            return try CurlHTTPTransport(executable: "curl", userAgent: "").reply(fromOutput: bytes)
        case .failure(let error): throw .transport(detail: "curl: \(error)")
        }
    }
}
