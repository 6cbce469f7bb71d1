import Foundation

/// Where the two Open-Meteo APIs live; configurable for self-hosted instances and the tests' fake server.
public struct OpenMeteoEndpoints: Sendable, Equatable {
    /// The forecast API, `…/v1/forecast`.
    public var forecast: URL
    /// The marine API, `…/v1/marine`.
    public var marine: URL

    /// Creates endpoints from full URLs.
    public init(forecast: URL, marine: URL) {
        self.forecast = forecast
        self.marine = marine
    }

    /// The public free-tier endpoints (open-meteo.com/en/docs and /en/docs/marine-weather-api); non-commercial use
    /// only, CC-BY 4.0 (open-meteo.com/en/terms).
    public static let publicAPI = OpenMeteoEndpoints(
        forecast: httpURL("https://api.open-meteo.com/v1/forecast") ?? URL(fileURLWithPath: "/v1/forecast"),
        marine: httpURL("https://marine-api.open-meteo.com/v1/marine") ?? URL(fileURLWithPath: "/v1/marine"))

    /// The URL for `api`.
    public func url(for api: OpenMeteoRequest.API) -> URL {
        api == .forecast ? forecast : marine
    }

    /// Parses an absolute `http` or `https` URL with a host (what `--weather-url`/`--marine-url` accept).
    public static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else { return nil }
        return url
    }
}
