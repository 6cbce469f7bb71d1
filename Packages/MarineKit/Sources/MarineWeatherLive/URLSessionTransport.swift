import Foundation
import MarineKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live `OpenMeteoTransport`: one GET through URLSession (FoundationNetworking on Linux).
///
/// Sends a `User-Agent` naming the tool (Open-Meteo asks API users to be identifiable) and
/// `Accept: application/json`; bypasses URLSession's own cache (the app keeps its own, with staleness
/// rules); gives up after a timeout. HTTP error statuses are replies, not errors (FoundationNetworking on Linux).
public struct URLSessionTransport: OpenMeteoTransport {
    private let session: URLSession
    private let userAgent: String
    private let timeoutSeconds: Double

    /// Creates a transport.
    ///
    /// - Parameters:
    ///   - userAgent: the `User-Agent` header, e.g. `denizrota/0.1.0`.
    ///   - timeoutSeconds: the request timeout, seconds (`OpenMeteoOptions.standard`'s 15 s unless given).
    public init(userAgent: String, timeoutSeconds: Double = OpenMeteoOptions.standard.timeoutSeconds.default) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeoutSeconds
        configuration.timeoutIntervalForResource = timeoutSeconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
        self.userAgent = userAgent
        self.timeoutSeconds = timeoutSeconds
    }

    /// Performs the GET.
    public func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeoutSeconds)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let outcome = await exchange(request)
        switch outcome {
        case .success(let (data, response)):
            guard let http = response as? HTTPURLResponse else { throw .transport(detail: "not an HTTP response") }
            return HTTPReply(status: http.statusCode, body: data)
        case .failure(let error):
            throw .transport(detail: describe(error))
        }
    }

    /// One data task through a completion handler.
    ///
    /// The async `data(for:)` is avoided on purpose: cancelling it
    /// while it completes deadlocks swift-corelibs-foundation 6.3.1; the timeout bounds the wait instead.
    private func exchange(_ request: URLRequest) async -> Result<(Data, URLResponse), any Error> {
        await withCheckedContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let data, let response {
                    continuation.resume(returning: .success((data, response)))
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
