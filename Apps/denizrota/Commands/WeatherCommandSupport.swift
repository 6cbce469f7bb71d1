import CLISupport
import Formatting
import Foundation
import MarineKit
import MarineStorage
import Storage

/// What `weather`, `plan` and `fetch` share: endpoint options, the Open-Meteo client with its cache, the
/// coastline fetch index, coordinate and quantity parsing, and turning weather failures into diagnostics.
enum WeatherCommandSupport {
    /// `--weather-url URL`: the forecast API (else `DENIZROTA_WEATHER_URL`, else Open-Meteo's public API).
    static let weatherURL = Option<String>(
        "weather-url", valueName: "weather.value.url", help: "weather.option.weatherUrl")
    /// `--marine-url URL`: the marine API (else `DENIZROTA_MARINE_URL`, else Open-Meteo's public API).
    static let marineURL = Option<String>(
        "marine-url", valueName: "weather.value.url", help: "weather.option.marineUrl")
    /// `--db PATH`: the database holding routes, the boat and the forecast cache.
    static let database = Option<String>("db", valueName: "weather.value.path", help: "weather.option.db")
    /// `--timeout SECONDS`: the whole-request timeout (connection, waiting and the whole body).
    static let timeout = Option<Double>(
        "timeout", valueName: "weather.value.seconds", help: "weather.option.timeout",
        default: CurlHTTPTransport.defaultTimeoutSeconds)
    /// `--refresh`: ask the APIs even when the cache holds a fresh answer.
    static let refresh = Flag("refresh", help: "weather.option.refresh")

    /// The options every networked weather command takes.
    static let networkOptions: [any OptionDeclaration] = [weatherURL, marineURL, database, timeout, refresh]

    /// The environment variables naming the endpoints.
    static let weatherURLVariable = "DENIZROTA_WEATHER_URL"
    /// See ``weatherURLVariable``.
    static let marineURLVariable = "DENIZROTA_MARINE_URL"

    /// The database path: `--db` > `DENIZROTA_DB` > the XDG default (shared with routes and trips).
    static func databasePath(_ context: CommandContext) -> String {
        MarineDatabase.path(option: context.arguments[database], environment: context.environment.variables)
    }

    /// The endpoints from options, environment and defaults.
    ///
    /// - Throws: a usage error naming the malformed URL.
    static func endpoints(_ context: CommandContext) throws -> OpenMeteoEndpoints {
        let variables = context.environment.variables
        let forecast = context.arguments[weatherURL] ?? variables[weatherURLVariable]
        let marine = context.arguments[marineURL] ?? variables[marineURLVariable]
        var endpoints = OpenMeteoEndpoints.publicAPI
        if let forecast, !forecast.isEmpty {
            guard let url = OpenMeteoEndpoints.httpURL(forecast) else {
                throw CommandError(.usage, key: "weather.error.url", forecast)
            }
            endpoints.forecast = url
        }
        if let marine, !marine.isEmpty {
            guard let url = OpenMeteoEndpoints.httpURL(marine) else {
                throw CommandError(.usage, key: "weather.error.url", marine)
            }
            endpoints.marine = url
        }
        return endpoints
    }

    /// The Open-Meteo client with the on-disk cache; without a usable database it warns and runs uncached.
    static func service(_ context: CommandContext) throws -> OpenMeteoWeatherService {
        let path = databasePath(context)
        var cache: StoredForecastCache?
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        do {
            cache = try StoredForecastCache.open(path: path)
        } catch {
            context.diagnostics.warning(context.text("weather.warning.noCache", path, context.describe(error)))
        }
        let seconds = max(1, min(120, context.arguments[timeout] ?? CurlHTTPTransport.defaultTimeoutSeconds))
        let variables = context.environment.variables
        guard let curl = executable("curl", searchPath: variables["PATH"]) else {
            throw CommandError(.unavailable, key: "weather.error.noCurl")
        }
        let transport = CurlHTTPTransport(
            executable: curl, userAgent: "denizrota/\(DenizrotaTool.version)", timeoutSeconds: seconds,
            environment: variables)
        var service = OpenMeteoWeatherService(
            endpoints: try endpoints(context), transport: transport, cache: cache, now: context.environment.now)
        service.refresh = context.arguments[refresh]
        return service
    }

    /// The full path of `name` in the `PATH` list (default `/usr/local/bin:/usr/bin:/bin`), or nil.
    static func executable(_ name: String, searchPath: String?) -> String? {
        let directories = (searchPath?.isEmpty == false ? searchPath ?? "" : "/usr/local/bin:/usr/bin:/bin")
        return directories.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Fetches forecasts, printing stale-cache and cache-write warnings; a failure becomes exit 69.
    static func forecasts(_ locations: [GeoCoordinate], context: CommandContext) async throws -> ForecastBundle {
        let client = try service(context)
        let bundle: ForecastBundle
        // A person is waiting at a terminal: say why, then remove the note (silent in pipes and logs).
        context.progress.show(
            context.text("weather.progress", NavigationText(context).number(Double(locations.count), digits: 0)))
        do {
            defer { context.progress.clear() }
            bundle = try await client.forecasts(for: locations)
        } catch {
            throw CommandError(.unavailable, key: "error.weather.noCache", context.localizer.message(for: error.cause))
        }
        for stale in bundle.staleness {
            let language = FormatLanguage(code: context.language.rawValue) ?? .en
            let age = DurationFormatter().format(seconds: stale.ageSeconds, language: language)
            let cause = context.localizer.message(for: stale.cause)
            context.diagnostics.warning(context.text("warning.weather.stale", age, cause))
        }
        if bundle.cacheWriteFailed { context.diagnostics.warning(context.text("weather.warning.cacheWrite")) }
        return bundle
    }

    /// "forecast: from the cache, fetched 23 min ago (--refresh asks again)" when a cached answer was used, else nil.
    static func ageLine(_ cacheAgeSeconds: TimeInterval?, context: CommandContext) -> String? {
        guard let age = cacheAgeSeconds else { return nil }
        let language = FormatLanguage(code: context.language.rawValue) ?? .en
        let text = DurationFormatter().format(seconds: max(60, age), language: language)
        return context.text("weather.text.cached", text)
    }

    /// The coastline fetch calculator over the embedded Natural Earth land.
    static let coastalFetch = CoastalFetch(grid: LandSupport.embeddedGrid)

    /// Parses latitude and longitude in DD, DDM or DMS (Formatting's `CoordinateParser`).
    ///
    /// - Throws: a data error naming the value that is not a coordinate.
    static func coordinate(latitude: String, longitude: String, context: CommandContext) throws -> GeoCoordinate {
        let language = FormatLanguage(code: context.language.rawValue) ?? .en
        guard let lat = try? CoordinateParser.parseLatitude(latitude, language: language) else {
            throw CommandError(.dataError, key: "weather.error.latitude", latitude)
        }
        guard let lon = try? CoordinateParser.parseLongitude(longitude, language: language) else {
            throw CommandError(.dataError, key: "weather.error.longitude", longitude)
        }
        return GeoCoordinate(latitude: lat, longitude: lon)
    }
}
