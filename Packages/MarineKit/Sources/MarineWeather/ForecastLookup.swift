/// What ``OpenMeteoWeatherService`` does for one API before it answers, for a progress note (`denizrota plan`
/// says "fetching forecast…" only when it asks, and that it reads the cache when it does not).
public enum ForecastLookup: Sendable, Hashable {
    /// A fresh cached answer is read and decoded, fetched `ageSeconds` ago (no request).
    case cached(api: OpenMeteoRequest.API, ageSeconds: Double)
    /// The API is asked (one request); a failure may still fall back on a cached answer.
    case requesting(api: OpenMeteoRequest.API)
}
