import Foundation
import MarineHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange through URLSession (FoundationNetworking on Linux): the part the weather client's
/// `URLSessionTransport` and the sync client's `URLSessionSyncTransport` share.
///
/// An ephemeral session without URLSession's cache (the callers keep their own, with their own rules), a
/// `User-Agent` naming the tool and `Accept: application/json`, a request timeout, and completion-handler tasks:
/// the async `data(for:)` is avoided on purpose, as cancelling it while it completes deadlocks
/// swift-corelibs-foundation 6.3.1; the timeout bounds the wait instead. Any HTTP status is a reply; a failure is
/// described in a few words ("connection refused", "no answer within 15 s").
public struct URLSessionExchange: Sendable {
    private let session: URLSession
    private let userAgent: String
    /// The request timeout, seconds.
    public let timeoutSeconds: Double

    /// Creates an exchange.
    ///
    /// - Parameters:
    ///   - userAgent: the `User-Agent` header, e.g. `denizrota/0.1.0`.
    ///   - timeoutSeconds: the request timeout, seconds (no data for this long: given up).
    ///   - resourceTimeoutSeconds: the whole exchange's limit, seconds (`timeoutSeconds` unless given: a large
    ///     upload wants longer).
    public init(userAgent: String, timeoutSeconds: Double, resourceTimeoutSeconds: Double? = nil) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeoutSeconds
        configuration.timeoutIntervalForResource = resourceTimeoutSeconds ?? timeoutSeconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
        self.userAgent = userAgent
        self.timeoutSeconds = timeoutSeconds
    }

    /// Sends one request and waits for its reply.
    ///
    /// - Parameters:
    ///   - method: `GET`, `POST`, `PATCH`, …
    ///   - url: the address.
    ///   - headers: extra headers (after `User-Agent` and `Accept`, which they may replace).
    ///   - body: the request body; empty sends none.
    /// - Returns: the reply (any status), or why there was none.
    public func send(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data = Data()) async
        -> URLSessionExchangeOutcome
    {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeoutSeconds)
        request.httpMethod = method
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if !body.isEmpty { request.httpBody = body }
        switch await exchange(request) {
        case .success(let (data, response)):
            guard let http = response as? HTTPURLResponse else { return .failed(detail: "not an HTTP response") }
            return .reply(HTTPReply(status: http.statusCode, body: data))
        case .failure(let error):
            return .failed(detail: describe(error))
        }
    }

    /// One data task through a completion handler.
    private func exchange(_ request: URLRequest) async -> Result<(Data, URLResponse), any Error> {
        await withCheckedContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let response {
                    continuation.resume(returning: .success((data ?? Data(), response)))
                } else {
                    continuation.resume(returning: .failure(error ?? URLError(.badServerResponse)))
                }
            }
            task.resume()
        }
    }

    private func describe(_ error: any Error) -> String {
        guard let urlError = error as? URLError else { return "request failed" }
        switch urlError.code {
        case .timedOut: return "no answer within \(Int(timeoutSeconds)) s"
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .notConnectedToInternet, .networkConnectionLost: return "no network connection"
        default: return "URL error \(urlError.code.rawValue)"
        }
    }
}
