import Foundation

/// Durable storage for Open-Meteo answers, one entry per API and rounded position (see
/// ``OpenMeteoWeatherService`` for the keys and the freshness rules).
///
/// The app layer adapts it onto `Storage`'s settings store; `InMemoryForecastCache` in `MarineKitTestSupport`
/// is the test double. A failing cache never fails a forecast: read errors count as misses, write errors are
/// reported as warnings.
public protocol ForecastCache: Sendable {
    /// The entry stored under `key`, or nil.
    func answer(forKey key: String) throws -> CachedAnswer?
    /// Stores the entries (key → answer), replacing older ones.
    func store(_ answers: [String: CachedAnswer]) throws
    /// Removes every entry fetched before `cutoff` or after `latest` (dated in the future), which the client can
    /// never use again; called after each write, so the cache does not grow with every route and server tried.
    func removeAnswers(fetchedBefore cutoff: Date, orAfter latest: Date) throws
}
