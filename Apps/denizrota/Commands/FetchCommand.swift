import CLIKit
import Foundation
import MarineKit

/// `denizrota fetch LAT LON --wind-from DEG [--wind 20kn] [--duration 6h] [--method cem|spm]`: upwind fetch
/// over the shipped coastline and, with a wind speed, the wind sea it allows (USACE Coastal Engineering Manual EM
/// 1110-2-1100 Part II-2).
public enum FetchCommand {
    static let latitude = Positional<String>(valueName: "weather.value.latitude", help: "weather.argument.latitude")
    static let longitude = Positional<String>(valueName: "weather.value.longitude", help: "weather.argument.longitude")
    static let windFrom = Option<String>(
        "wind-from", valueName: "weather.value.degrees", help: "fetch.option.windFrom", isRequired: true)
    static let wind = Option<String>("wind", valueName: "weather.value.speed", help: "fetch.option.wind")
    static let duration = Option<String>("duration", valueName: "weather.value.duration", help: "fetch.option.duration")
    static let method = Option<WaveGrowthMethod>(
        "method", valueName: "weather.value.method", help: "fetch.option.method", default: .cem2003)

    /// The command.
    public static let command = Command(
        name: "fetch", summary: "fetch.summary", discussion: "fetch.discussion",
        options: [windFrom, wind, duration, method], positionals: [latitude.spec, longitude.spec],
        examples: [
            CommandExample("denizrota fetch 36.95 27.85 --wind-from W", explanation: "fetch.example.basic"),
            CommandExample(
                "denizrota fetch 36.95 27.85 --wind-from 90 --wind 20kn --duration 6h", explanation: "fetch.example.sea"
            ),
        ],
        writesJSON: true
    ) { context in
        let point = try WeatherCommandSupport.coordinate(
            latitude: context.arguments[latitude] ?? "", longitude: context.arguments[longitude] ?? "", context: context
        )
        let report = try FetchReport(context: context, point: point)
        if context.isJSONOutput { try context.writeJSON(report) } else { report.writeText(context) }
        return .success
    }
}

/// The answer of `fetch`, as JSON and as text.
struct FetchReport: JSONDocument {
    var latitude: Double
    var longitude: Double
    var windFrom: Double
    var fetchMeters: Double
    var effectiveFetchMeters: Double
    var openSea: Bool
    var maximumFetchMeters = CoastalFetch.maximumFetchMeters
    var windKnots: Double?
    var durationHours: Double?
    var method: String
    var estimatedWindSea: WindSeaDocument?
    var coastline = Coastline.attribution

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, fetchMeters, effectiveFetchMeters, openSea, maximumFetchMeters, windKnots
        case durationHours, method, estimatedWindSea, coastline
        case windFrom = "windFromDegrees"
    }

    init(context: CommandContext, point: GeoCoordinate) throws {
        let given = context.arguments[FetchCommand.windFrom] ?? ""
        guard let direction = CompassPoint.degrees(given) else {
            throw CommandError(.dataError, key: "fetch.error.direction", given)
        }
        let measured: FetchMeasurement
        do {
            measured = try WeatherCommandSupport.coastalFetch.measure(at: point, windFromDegrees: direction)
        } catch {
            throw CommandError(.dataError, wrapping: error)
        }
        (latitude, longitude, windFrom) = (point.latitude, point.longitude, direction)
        (fetchMeters, effectiveFetchMeters, openSea) =
            (measured.straightLineMeters, measured.effectiveMeters, measured.isOpenSea)
        let growth = WindSeaGrowth(method: context.arguments[FetchCommand.method] ?? .cem2003)
        method = growth.method.rawValue
        windKnots = try Self.parse(
            context.arguments[FetchCommand.wind], option: "--wind", WeatherQuantityParser.windKnots, "fetch.error.wind")
        let seconds = try Self.parse(
            context.arguments[FetchCommand.duration], option: "--duration", WeatherQuantityParser.durationSeconds,
            "fetch.error.duration")
        durationHours = seconds.map { $0 / 3600 }
        estimatedWindSea = windKnots.map { knots in
            WindSeaDocument(
                growth.estimate(
                    windSpeed: WindSpeedUnit.knots.metersPerSecondPerUnit * knots,
                    fetchMeters: measured.straightLineMeters, durationSeconds: seconds))
        }
    }

    /// `text` read by `parser`; a number languages read two ways that both fit is refused naming the readings.
    private static func parse(
        _ text: String?, option: String, _ parser: (String) throws(WeatherQuantityParser.Refusal) -> Double,
        _ key: String
    ) throws -> Double? {
        guard let text else { return nil }
        do {
            return try parser(text)
        } catch .ambiguous(let grouped, let decimal) {
            throw CommandError(
                .usage, wrapping: UsageError.ambiguousNumber(text, for: option, grouped: grouped, decimal: decimal))
        } catch {
            throw CommandError(.dataError, key: key, text)
        }
    }

    func writeText(_ context: CommandContext) {
        let text = NavigationText(context)
        let place = text.position(latitude: latitude, longitude: longitude)
        context.writeLine(context.text("fetch.text.heading", place, text.number(windFrom, digits: 0)))
        context.writeLine(context.text("fetch.text.straight", distance(fetchMeters, text)))
        context.writeLine(context.text("fetch.text.effective", distance(effectiveFetchMeters, text)))
        if let sea = estimatedWindSea, let windKnots {
            let heading = context.text(method == "spm" ? "fetch.text.spm" : "fetch.text.cem")
            let limit = context.text("fetch.limit." + sea.limitedBy.rawValue)
            context.writeLine(
                context.text(
                    "fetch.text.windSea", heading, text.number(windKnots, digits: 1),
                    text.number(sea.heightMeters, digits: 2),
                    text.number(sea.periodSeconds, digits: 1), limit))
        }
        context.writeLine(coastline)
    }

    /// Nautical miles first (the unit of every other distance a skipper reads here), then kilometres:
    /// `16.5 nm (30.5 km)`, `16,5 nm (30,5 km)` in Turkish; `≥` at the 500 km cap.
    private func distance(_ meters: Double, _ text: NavigationText) -> String {
        let both = text.nauticalMiles(meters, digits: 1) + " (" + text.kilometers(meters, digits: 1) + ")"
        return meters >= CoastalFetch.maximumFetchMeters ? "≥ " + both : both
    }
}

extension WaveGrowthMethod: ArgumentValue {}
