import Foundation

/// Everything the workspace asks of Open-Meteo, defined once in `Resources/open-meteo.json` (its `about` member
/// names the sources: Open-Meteo's API documentation, open-meteo.com/en/docs and /en/docs/marine-weather-api): the two endpoints, the hourly variables, the units and other query
/// parameters, the whole-request timeout and the body cap, and the environment variables that move the endpoints.
///
/// ``OpenMeteoRequest`` builds its URLs from it, the live transports take their defaults from it, the tools' `--timeout`,
/// `--weather-url` and `--marine-url` read it, and the tests' fake server (`Tests/Fixtures/fake-open-meteo.py`)
/// loads the same file and refuses a request that asks for anything else.
public struct OpenMeteoOptions: Sendable, Equatable, Decodable {
    /// One API's endpoint and hourly variables.
    public struct Endpoint: Sendable, Equatable, Decodable {
        /// The public URL, for example `https://api.open-meteo.com/v1/forecast`.
        public let url: String
        /// The `hourly` variables requested, in request order (Open-Meteo's names).
        public let hourly: [String]
    }

    /// The query parameters sent with every request besides the coordinates and variables.
    public struct Query: Sendable, Equatable, Decodable {
        /// `wind_speed_unit`: `kn`, so wind and gusts arrive in knots.
        public let windSpeedUnit: String
        /// `timezone`: `GMT`, so forecast hours are matched to ETAs in UTC, never in the machine's zone.
        public let timezone: String
        /// `cell_selection`: `sea` (the forecast API's default `land` picks a land cell).
        public let cellSelection: String
        /// `forecast_days`, days of forecast from both APIs.
        public let forecastDays: Int
    }

    /// The whole-request timeout, seconds: the default and the range `--timeout` accepts.
    public struct Timeout: Sendable, Equatable, Decodable {
        /// Used when none is given.
        public let `default`: Double
        /// Smallest accepted.
        public let minimum: Double
        /// Largest accepted.
        public let maximum: Double

        /// `seconds` (or the default when nil) brought into `minimum…maximum`.
        public func clamped(_ seconds: Double?) -> Double {
            max(minimum, min(maximum, seconds ?? `default`))
        }
    }

    /// The environment variables naming other endpoints (a self-hosted instance, the tests' fake server).
    public struct Environment: Sendable, Equatable, Decodable {
        /// Replaces the forecast API's URL (`--weather-url` wins over it).
        public let forecastURL: String
        /// Replaces the marine API's URL (`--marine-url` wins over it).
        public let marineURL: String
    }

    /// The forecast API (`/v1/forecast`): wind at 10 m, gusts, temperature, weather code.
    public let forecast: Endpoint
    /// The marine API (`/v1/marine`): total sea, wind sea and primary swell.
    public let marine: Endpoint
    /// Units and other parameters of every request.
    public let query: Query
    /// Whole-request timeout, seconds.
    public let timeoutSeconds: Timeout
    /// Largest answer body accepted, bytes.
    public let maximumBodyBytes: Int
    /// Environment variables naming other endpoints.
    public let environment: Environment

    /// The endpoint and variables of `api`.
    public func endpoint(_ api: OpenMeteoRequest.API) -> Endpoint {
        api == .forecast ? forecast : marine
    }

    /// The options in `Resources/open-meteo.json`, decoded once; MarineKit's tests prove the file decodes.
    public static let standard: OpenMeteoOptions = {
        do {
            return try JSONDecoder().decode(OpenMeteoOptions.self, from: Data(PackageResources.open_meteo_json))
        } catch {
            preconditionFailure("MarineKit's Resources/open-meteo.json is invalid: \(error)")
        }
    }()
}
