import CLIKit
import Foundation
import MarineKit
import MarineStorage
import PosixKit
import Storage

/// `--weather`, `--weather-url`, `--marine-url`: the daemon's Open-Meteo client.
///
/// The endpoint options and environment variables are those of `denizrota weather`/`plan`
/// (`WeatherCommandSupport` in DenizrotaCommands): `--weather-url` > `DENIZROTA_WEATHER_URL` > Open-Meteo's public
/// forecast API, `--marine-url` > `DENIZROTA_MARINE_URL` > the public marine API. Answers are cached in the shared
/// database's forecast cache, so the CLI and the daemon share them.
enum DaemonWeatherOptions {
    static let weather = Flag("weather", help: "denizrotad.option.weather")
    static let weatherURL = Option<String>(
        "weather-url", valueName: "denizrotad.value.url", help: "denizrotad.option.weatherUrl")
    static let marineURL = Option<String>(
        "marine-url", valueName: "denizrotad.value.url", help: "denizrotad.option.marineUrl")

    /// The options, in `--help` order.
    static let options: [any OptionDeclaration] = [weather, weatherURL, marineURL]

    /// The weather watch for `--weather` (nil without it, or for a replay, with a warning), with the boat's limits.
    ///
    /// - Throws: a usage error (64) naming a malformed URL, unavailable (69) without `curl`; a failure (1) when
    ///   the wake-up pipe cannot be made.
    static func watch(_ context: CommandContext, database: SQLiteDatabase, limits: BoatLimits, replay: Bool) throws
        -> WeatherWatch?
    {
        guard context.arguments[weather] else { return nil }
        guard !replay else {  // a replay runs on data time: today's forecast says nothing about it
            context.diagnostics.warning(context.text("denizrotad.warning.weatherReplay"))
            return nil
        }
        guard let transport = context.services.weatherTransport() else {
            throw CommandError(.unavailable, key: "denizrotad.error.noCurl")
        }
        let client = OpenMeteoWeatherService(
            endpoints: try endpoints(context), transport: transport,
            cache: MarineDatabase.forecastCache(in: database), now: context.environment.now)
        do {
            return try WeatherWatch(client: client, limits: limits)
        } catch {
            throw CommandError(.failure, key: "denizrotad.error.weather", context.describe(error))
        }
    }

    /// The endpoints from options, environment and defaults (MarineKit's `OpenMeteoEndpoints.resolved`, as
    /// `denizrota weather` reads them).
    static func endpoints(_ context: CommandContext) throws -> OpenMeteoEndpoints {
        do {
            return try OpenMeteoEndpoints.resolved(
                forecast: context.arguments[weatherURL], marine: context.arguments[marineURL],
                environment: context.environment.variables)
        } catch {
            throw CommandError(.usage, wrapping: error)
        }
    }
}
