import CLIKit
import Formatting
import Foundation
import MarineKit
import MarineStorage
import MarineWeatherCurl
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
    /// `--timeout SECONDS`: the whole-request timeout (connection, waiting and the whole body); default and range
    /// from MarineKit's `OpenMeteoOptions` (15 s, 1…120 s).
    static let timeout = Option<Double>(
        "timeout", valueName: "weather.value.seconds", help: "weather.option.timeout",
        default: OpenMeteoOptions.standard.timeoutSeconds.default)
    /// `--refresh`: ask the APIs even when the cache holds a fresh answer.
    static let refresh = Flag("refresh", help: "weather.option.refresh")

    /// The options every networked weather command takes.
    static let networkOptions: [any OptionDeclaration] = [weatherURL, marineURL, database, timeout, refresh]

    /// The database path: `--db` > `DENIZROTA_DB` > the XDG default (shared with routes and trips).
    static func databasePath(_ context: CommandContext) -> String {
        MarineDatabase.path(option: context.arguments[database], environment: context.environment.variables)
    }

    /// The endpoints from options, environment (`DENIZROTA_WEATHER_URL`, `DENIZROTA_MARINE_URL`) and defaults, as
    /// MarineKit's `OpenMeteoEndpoints.resolved` reads them (the daemon calls it the same way).
    ///
    /// - Throws: a usage error naming the malformed URL.
    static func endpoints(_ context: CommandContext) throws -> OpenMeteoEndpoints {
        do {
            return try OpenMeteoEndpoints.resolved(
                forecast: context.arguments[weatherURL], marine: context.arguments[marineURL],
                environment: context.environment.variables)
        } catch {
            throw CommandError(.usage, wrapping: error)
        }
    }

    /// The Open-Meteo client with the on-disk cache; without a usable database it warns and runs uncached.
    static func service(_ context: CommandContext) throws -> OpenMeteoWeatherService {
        let seconds = try timeoutSeconds(context)
        let path = databasePath(context)
        var cache: StoredForecastCache?
        PrivateFiles.secureDatabase(
            at: path, defaultPath: MarineDatabase.defaultPath(environment: context.environment.variables),
            context: context)
        do {
            cache = MarineDatabase.forecastCache(in: try context.services.openDatabase(path, .readWrite))
        } catch {
            context.diagnostics.warning(context.text("weather.warning.noCache", path, context.describe(error)))
        }
        guard let transport = context.services.weatherTransport(seconds) else {
            throw CommandError(.unavailable, key: "weather.error.noCurl")
        }
        var service = OpenMeteoWeatherService(
            endpoints: try endpoints(context), transport: transport, cache: cache, now: context.environment.now)
        service.refresh = context.arguments[refresh]
        return service
    }

    /// `--timeout`: within MarineKit's range (1…120 s), else a usage error naming it; before, `0` and `-1` became
    /// 1 s and `1e308` 120 s without a word (issue 28).
    static func timeoutSeconds(_ context: CommandContext) throws -> Double {
        let range = OpenMeteoOptions.standard.timeoutSeconds
        guard let seconds = context.arguments[timeout] else { return range.default }
        guard seconds.isFinite, seconds >= range.minimum, seconds <= range.maximum else {
            let number = NavigationText(context)
            throw CommandError(
                .usage, key: "weather.error.timeoutRange", "\(seconds)", number.number(range.minimum, digits: 0),
                number.number(range.maximum, digits: 0))
        }
        return seconds
    }

    /// Fetches forecasts, printing stale-cache and cache-write warnings; a failure becomes exit 69.
    static func forecasts(_ locations: [GeoCoordinate], context: CommandContext) async throws -> ForecastBundle {
        var client = try service(context)
        let bundle: ForecastBundle
        // A person is waiting at a terminal: say why (asking the API or reading the cache), then remove the note
        // (silent in pipes and logs). The count is of the distinct positions (each 0.01° cell is asked once).
        let cells = Set(locations.map { $0.rounded(toDegrees: OpenMeteoWeatherService.cellDegrees) }).count
        let note = ForecastLookupNote(points: cells, context: context)
        client.onLookup = { note.told($0) }
        do {
            defer { context.progress.clear() }
            bundle = try await client.forecasts(for: locations)
        } catch {
            throw CommandError(.unavailable, key: "error.weather.noCache", context.localizer.message(for: error.cause))
        }
        for stale in bundle.staleness {
            let conventions = LanguageConventions(tag: context.language.tag)
            let age = DurationFormatter().format(seconds: stale.ageSeconds, conventions: conventions)
            let cause = context.localizer.message(for: stale.cause)
            context.diagnostics.warning(context.text("warning.weather.stale", age, cause))
        }
        if bundle.cacheWriteFailed { context.diagnostics.warning(context.text("weather.warning.cacheWrite")) }
        return bundle
    }

    /// "forecast: from the cache, fetched 23 min ago (--refresh asks again)" when a cached answer was used, else nil.
    static func ageLine(_ cacheAgeSeconds: TimeInterval?, context: CommandContext) -> String? {
        guard let age = cacheAgeSeconds else { return nil }
        let conventions = LanguageConventions(tag: context.language.tag)
        let text = DurationFormatter().format(seconds: max(60, age), conventions: conventions)
        return context.text("weather.text.cached", text)
    }

    /// The coastline fetch calculator over the embedded Natural Earth land.
    static let coastalFetch = CoastalFetch(grid: LandSupport.embeddedGrid)

    /// Parses latitude and longitude in DD, DDM or DMS (Formatting's `CoordinateParser`).
    ///
    /// - Throws: a data error naming the value that is not a coordinate.
    static func coordinate(latitude: String, longitude: String, context: CommandContext) throws -> GeoCoordinate {
        let conventions = LanguageConventions(tag: context.language.tag)
        guard let lat = try? CoordinateParser.parseLatitude(latitude, conventions: conventions) else {
            throw CommandError(.dataError, key: "weather.error.latitude", latitude)
        }
        guard let lon = try? CoordinateParser.parseLongitude(longitude, conventions: conventions) else {
            throw CommandError(.dataError, key: "weather.error.longitude", longitude)
        }
        return GeoCoordinate(latitude: lat, longitude: lon)
    }
}
