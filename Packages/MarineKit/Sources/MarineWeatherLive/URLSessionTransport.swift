import Foundation
import MarineURLSession
import MarineWeather

/// The live `OpenMeteoTransport`: one GET through URLSession (FoundationNetworking on Linux).
///
/// Sends a `User-Agent` naming the tool (Open-Meteo asks API users to be identifiable) and
/// `Accept: application/json`; bypasses URLSession's own cache (the app keeps its own, with staleness
/// rules); gives up after a timeout. HTTP error statuses are replies, not errors. The exchange itself is
/// `URLSessionExchange`, shared with the sync client's transport.
public struct URLSessionTransport: OpenMeteoTransport {
    private let exchange: URLSessionExchange

    /// Creates a transport.
    ///
    /// - Parameters:
    ///   - userAgent: the `User-Agent` header, e.g. `denizrota/0.1.0`.
    ///   - timeoutSeconds: the request timeout, seconds (`OpenMeteoOptions.standard`'s 15 s unless given).
    public init(userAgent: String, timeoutSeconds: Double = OpenMeteoOptions.standard.timeoutSeconds.default) {
        exchange = URLSessionExchange(userAgent: userAgent, timeoutSeconds: timeoutSeconds)
    }

    /// Performs the GET.
    public func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
        switch await exchange.send(url: url) {
        case .reply(let reply): return reply
        case .failed(let detail): throw .transport(detail: detail)
        }
    }
}
