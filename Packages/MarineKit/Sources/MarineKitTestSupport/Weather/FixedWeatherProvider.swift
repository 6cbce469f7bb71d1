import MarineWeather

/// A `WeatherProviding` that returns canned forecasts, or a canned failure.
public struct FixedWeatherProvider: WeatherProviding {
    private let result: Result<ForecastBundle, WeatherServiceError>

    /// Answers every call with `bundle`, reordered to the requested locations by exact position when possible.
    public init(bundle: ForecastBundle) {
        result = .success(bundle)
    }

    /// Fails every call with `error`.
    public init(error: WeatherServiceError) {
        result = .failure(error)
    }

    /// The canned forecasts, one per requested location (matched by position; empty when unknown).
    public func forecasts(for locations: [GeoCoordinate]) async throws(WeatherServiceError) -> ForecastBundle {
        var bundle = try result.get()
        bundle.forecasts = locations.map { location in
            bundle.forecasts.first { $0.location == location } ?? LocationForecast(location: location, hours: [])
        }
        return bundle
    }
}
