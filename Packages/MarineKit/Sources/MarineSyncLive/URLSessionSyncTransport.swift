import Foundation
import MarineKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live `SyncTransport`: one exchange through URLSession (FoundationNetworking on Linux), beside the
/// weather client's `URLSessionTransport` and built the same way: an ephemeral session without cache, a
/// timeout, completion-handler tasks (the async `data(for:)` deadlocks swift-corelibs-foundation 6.3.1 when
/// cancelled), any HTTP status a reply.
public struct URLSessionSyncTransport: SyncTransport {
    /// Default request timeout, seconds: a 24 h trip is about 17 MB of JSON, which a slow marina link needs time
    /// for.
    public static let defaultTimeoutSeconds = 60.0

    private let session: URLSession
    private let userAgent: String
    private let timeoutSeconds: Double

    /// Creates a transport sending `userAgent`, such as `denizrota/0.1.0`.
    public init(userAgent: String, timeoutSeconds: Double = URLSessionSyncTransport.defaultTimeoutSeconds) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeoutSeconds
        configuration.timeoutIntervalForResource = timeoutSeconds * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
        self.userAgent = userAgent
        self.timeoutSeconds = timeoutSeconds
    }

    /// Sends the request.
    public func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeoutSeconds)
        urlRequest.httpMethod = request.method
        urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        if !request.body.isEmpty { urlRequest.httpBody = request.body }
        switch await exchange(urlRequest) {
        case .success(let (data, response)):
            guard let http = response as? HTTPURLResponse else { throw .offline(detail: "not an HTTP response") }
            return HTTPReply(status: http.statusCode, body: data)
        case .failure(let error):
            throw .offline(detail: describe(error))
        }
    }

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
