import Foundation
import MarineSync
import MarineURLSession

/// The live `SyncTransport`: one exchange through URLSession (FoundationNetworking on Linux), through the same
/// `URLSessionExchange` as the weather client's `URLSessionTransport`: an ephemeral session without cache, a
/// timeout, completion-handler tasks, any HTTP status a reply.
public struct URLSessionSyncTransport: SyncTransport {
    /// Default request timeout, seconds: a 24 h trip is about 17 MB of JSON, which a slow marina link needs time
    /// for (the whole exchange may take four times as long).
    public static let defaultTimeoutSeconds = 60.0

    private let exchange: URLSessionExchange

    /// Creates a transport sending `userAgent`, such as `denizrota/0.1.0`.
    public init(userAgent: String, timeoutSeconds: Double = URLSessionSyncTransport.defaultTimeoutSeconds) {
        exchange = URLSessionExchange(
            userAgent: userAgent, timeoutSeconds: timeoutSeconds, resourceTimeoutSeconds: timeoutSeconds * 4)
    }

    /// Sends the request.
    public func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
        let outcome = await exchange.send(
            method: request.method, url: request.url, headers: request.headers, body: request.body)
        switch outcome {
        case .reply(let reply): return reply
        case .failed(let detail): throw .offline(detail: detail)
        }
    }
}
