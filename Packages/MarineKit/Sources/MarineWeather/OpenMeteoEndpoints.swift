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

    /// The public free-tier endpoints of ``OpenMeteoOptions/standard`` (open-meteo.com/en/docs and
    /// /en/docs/marine-weather-api); non-commercial use only, CC-BY 4.0 (open-meteo.com/en/terms).
    public static let publicAPI = OpenMeteoEndpoints(options: .standard)

    /// The public endpoints named by `options`.
    public init(options: OpenMeteoOptions) {
        self.init(
            forecast: Self.httpURL(options.forecast.url) ?? URL(fileURLWithPath: "/v1/forecast"),
            marine: Self.httpURL(options.marine.url) ?? URL(fileURLWithPath: "/v1/marine"))
    }

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

    /// The endpoints the tools use, as ``resolve(forecast:marine:environment:options:)`` finds them; the one place
    /// `denizrota` (`weather`, `plan`, `fetch`) and `denizrotad --weather` turn their URL options into endpoints.
    ///
    /// - Throws: ``OpenMeteoError/invalidEndpoint(_:)`` naming the first given URL that is not an absolute
    ///   `http`/`https` URL with a host (the tools answer it as a usage error, 64).
    public static func resolved(
        forecast: String?, marine: String?, environment: [String: String], options: OpenMeteoOptions = .standard
    ) throws(OpenMeteoError) -> OpenMeteoEndpoints {
        switch resolve(forecast: forecast, marine: marine, environment: environment, options: options) {
        case .endpoints(let endpoints): return endpoints
        case .malformed(let text): throw .invalidEndpoint(text)
        }
    }

    /// What ``resolve(forecast:marine:environment:options:)`` found.
    public enum Resolution: Sendable, Equatable {
        /// The endpoints to use.
        case endpoints(OpenMeteoEndpoints)
        /// The first given URL that is not an absolute `http`/`https` URL with a host, as given.
        case malformed(String)
    }

    /// The endpoints the tools use, from their URL options, the environment and the defaults.
    ///
    /// For each API: the option's URL (`--weather-url`, `--marine-url`), else the environment variable of
    /// ``OpenMeteoOptions/environment``, else the public API; an empty value counts as absent. Shared by `denizrota`
    /// and `denizrotad`, so both read the same options the same way.
    ///
    /// - Parameters:
    ///   - forecast: the forecast URL option's value, if given.
    ///   - marine: the marine URL option's value, if given.
    ///   - environment: the process environment (injected).
    ///   - options: the Open-Meteo options (``OpenMeteoOptions/standard``).
    /// - Returns: the endpoints, or the first malformed URL as given.
    public static func resolve(
        forecast: String?, marine: String?, environment: [String: String], options: OpenMeteoOptions = .standard
    ) -> Resolution {
        var endpoints = OpenMeteoEndpoints(options: options)
        let given = [
            (forecast ?? environment[options.environment.forecastURL], \OpenMeteoEndpoints.forecast),
            (marine ?? environment[options.environment.marineURL], \OpenMeteoEndpoints.marine),
        ]
        for (text, field) in given {
            guard let text, !text.isEmpty else { continue }
            guard let url = httpURL(text) else { return .malformed(text) }
            endpoints[keyPath: field] = url
        }
        return .endpoints(endpoints)
    }
}
