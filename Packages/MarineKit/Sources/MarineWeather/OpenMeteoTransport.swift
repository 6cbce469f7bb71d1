import Foundation

/// Performs one HTTP GET for the Open-Meteo client.
///
/// The live implementation (URLSession) is `URLSessionTransport` in the `MarineWeatherLive` product, so only
/// tools that talk to the network link FoundationNetworking; tests use `ScriptedTransport` from
/// `MarineKitTestSupport` or a local fake server.
public protocol OpenMeteoTransport: Sendable {
    /// Fetches `url`.
    ///
    /// - Returns: the reply, whatever its status.
    /// - Throws: ``OpenMeteoError/transport(detail:)`` when no reply arrived (timeout, refused, DNS).
    func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply
}
