/// Hourly wind and sea forecasts for a set of locations: the weather client protocol the planner uses.
///
/// ``OpenMeteoWeatherService`` is the implementation; `FixedWeatherProvider` in `MarineKitTestSupport` returns
/// canned forecasts.
public protocol WeatherProviding: Sendable {
    /// Forecasts for `locations`, in the same order.
    ///
    /// - Throws: ``WeatherServiceError/unavailable(api:cause:)`` when an API fails and no usable cache exists.
    func forecasts(for locations: [GeoCoordinate]) async throws(WeatherServiceError) -> ForecastBundle
}
