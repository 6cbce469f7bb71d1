import Foundation

/// Builds the two Open-Meteo requests for a whole set of locations: **one request per API** with
/// comma-separated coordinates (the API then answers with an array in request order, open-meteo.com/en/docs).
///
/// Every request asks explicitly for what the port relies on: `cell_selection=sea` (the forecast API's default
/// `land` picks a land cell, open-meteo.com/en/docs), wind in knots (`wind_speed_unit=kn`), times in GMT
/// (`timezone=GMT`, so forecast hours are matched to ETAs in UTC, never in the machine's zone: tremo/DenizRota-ios
/// `WeatherService.swift` read `timezone=auto` times in the device's zone),
/// and an explicit `forecast_days` (the marine docs disagree on the default,
/// open-meteo.com/en/docs/marine-weather-api).
public struct OpenMeteoRequest: Sendable, Equatable {
    /// Which API a request goes to.
    public enum API: String, Sendable, CaseIterable, Codable {
        /// `/v1/forecast`: wind, gusts, temperature, weather code.
        case forecast
        /// `/v1/marine`: waves, wind sea, swell.
        case marine
    }

    /// Days of forecast requested from both APIs; 7 is within both APIs' documented ranges (forecast 0–16,
    /// marine "up to 8", open-meteo.com/en/docs and /en/docs/marine-weather-api) and below the 14-day call-weight
    /// threshold (open-meteo.com/en/pricing).
    public static let forecastDays = 7

    /// The API.
    public var api: API
    /// The full request URL.
    public var url: URL

    /// Builds the request for `locations` against `baseURL`, such as `https://api.open-meteo.com/v1/forecast`.
    ///
    /// Coordinates are sent with 4 decimals (≈ 11 m), as given; round them first for cache keys.
    public init?(api: API, baseURL: URL, locations: [GeoCoordinate]) {
        guard !locations.isEmpty, var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else { return nil }
        let variables = api == .forecast ? OpenMeteoVariable.forecast : OpenMeteoVariable.marine
        var items = components.queryItems ?? []
        items += [
            URLQueryItem(name: "latitude", value: locations.map { Self.degrees($0.latitude) }.joined(separator: ",")),
            URLQueryItem(name: "longitude", value: locations.map { Self.degrees($0.longitude) }.joined(separator: ",")),
            URLQueryItem(name: "hourly", value: variables.joined(separator: ",")),
            URLQueryItem(name: "wind_speed_unit", value: "kn"),
            URLQueryItem(name: "timezone", value: "GMT"),
            URLQueryItem(name: "cell_selection", value: "sea"),
            URLQueryItem(name: "forecast_days", value: String(Self.forecastDays)),
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
