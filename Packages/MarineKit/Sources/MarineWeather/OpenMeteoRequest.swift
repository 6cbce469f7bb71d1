import Foundation

/// Builds the two Open-Meteo requests for a whole set of locations: **one request per API** with
/// comma-separated coordinates (the API then answers with an array in request order, open-meteo.com/en/docs).
///
/// Every request asks explicitly for what the port relies on, as ``OpenMeteoOptions`` defines it:
/// `cell_selection=sea` (the forecast API's default `land` picks a land cell, open-meteo.com/en/docs), wind in knots
/// (`wind_speed_unit=kn`), times in GMT (`timezone=GMT`, so forecast hours are matched to ETAs in UTC, never in the
/// machine's zone: tremo/DenizRota-ios `WeatherService.swift` read `timezone=auto` times in the device's zone), and an
/// explicit `forecast_days` (the marine docs disagree on the default, open-meteo.com/en/docs/marine-weather-api).
public struct OpenMeteoRequest: Sendable, Equatable {
    /// Which API a request goes to.
    public enum API: String, Sendable, CaseIterable, Codable {
        /// `/v1/forecast`: wind, gusts, temperature, weather code.
        case forecast
        /// `/v1/marine`: waves, wind sea, swell.
        case marine
    }

    /// The API.
    public var api: API
    /// The full request URL.
    public var url: URL

    /// Builds the request for `locations` against `baseURL`, such as `https://api.open-meteo.com/v1/forecast`.
    ///
    /// Coordinates are sent with 4 decimals (≈ 11 m), as given; round them first for cache keys.
    public init?(
        api: API, baseURL: URL, locations: [GeoCoordinate], options: OpenMeteoOptions = .standard
    ) {
        guard !locations.isEmpty, var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else { return nil }
        let variables = options.endpoint(api).hourly
        let query = options.query
        var items = components.queryItems ?? []
        items += [
            URLQueryItem(name: "latitude", value: locations.map { Self.degrees($0.latitude) }.joined(separator: ",")),
            URLQueryItem(name: "longitude", value: locations.map { Self.degrees($0.longitude) }.joined(separator: ",")),
            URLQueryItem(name: "hourly", value: variables.joined(separator: ",")),
            URLQueryItem(name: "wind_speed_unit", value: query.windSpeedUnit),
            URLQueryItem(name: "timezone", value: query.timezone),
            URLQueryItem(name: "cell_selection", value: query.cellSelection),
            URLQueryItem(name: "forecast_days", value: String(query.forecastDays)),
        ]
        components.queryItems = items
        guard let url = components.url else { return nil }
        self.api = api
        self.url = url
    }

    /// Decimal degrees with up to 4 decimals and no exponent, locale-independent (`36.8`, `-5.1234`).
    static func degrees(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        let sign = scaled < 0 ? "-" : ""
        let magnitude = Int(abs(scaled))
        var fraction = String(magnitude % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 10_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
