import Foundation

/// Forecasts for a list of locations, with what the caller must tell the user about them.
public struct ForecastBundle: Sendable, Equatable {
    /// One forecast per requested location, in request order.
    public var forecasts: [LocationForecast]
    /// Cached answers used because an API failed (shown as a visible "stale" warning).
    public var staleness: [ForecastStaleness]
    /// HTTP requests made (0 when everything came from a fresh cache).
    public var requestCount: Int
    /// Whether the cache could not be written (the forecast itself is fine).
    public var cacheWriteFailed: Bool
    /// Age of the oldest fresh cached answer used instead of a request, seconds.
    ///
    /// Nil when every answer came from the network (or a stale fallback, reported in ``staleness``). Shown so the
    /// skipper knows how old it is.
    public var cacheAgeSeconds: TimeInterval?

    /// Creates a bundle.
    public init(
        forecasts: [LocationForecast], staleness: [ForecastStaleness] = [], requestCount: Int = 0,
        cacheWriteFailed: Bool = false
    ) {
        self.forecasts = forecasts
        self.staleness = staleness
        self.requestCount = requestCount
        self.cacheWriteFailed = cacheWriteFailed
    }
}
