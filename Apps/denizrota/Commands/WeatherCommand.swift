import CLIKit
import Formatting
import Foundation
import MarineKit

/// `denizrota weather LAT LON [--hours 48]`: the hourly wind and sea forecast at a point (Open-Meteo).
public enum WeatherCommand {
    static let latitude = Positional<String>(valueName: "weather.value.latitude", help: "weather.argument.latitude")
    static let longitude = Positional<String>(valueName: "weather.value.longitude", help: "weather.argument.longitude")
    static let hours = Option<Int>("hours", valueName: "weather.value.hours", help: "weather.option.hours", default: 48)

    /// The command.
    public static let command = Command(
        name: "weather", summary: "weather.summary", discussion: "weather.discussion",
        options: [hours] + WeatherCommandSupport.networkOptions, positionals: [latitude.spec, longitude.spec],
        examples: [CommandExample("denizrota weather 36.95 27.85 --hours 24", explanation: "weather.example.basic")],
        writesJSON: true
    ) { context in
        let point = try WeatherCommandSupport.coordinate(
            latitude: context.arguments[latitude] ?? "", longitude: context.arguments[longitude] ?? "", context: context
        )
        let count = context.arguments[hours] ?? 48
        guard (1...168).contains(count) else { throw CommandError(.usage, key: "weather.error.hours", "\(count)") }
        let bundle = try await WeatherCommandSupport.forecasts([point], context: context)
        let start = Date(timeIntervalSince1970: (context.now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
        let rows = (bundle.forecasts.first?.hours ?? []).filter { $0.time >= start }.prefix(count)
        guard !rows.isEmpty else {  // an answer with no hour from now on is no forecast (never an empty table)
            throw CommandError(.unavailable, key: "weather.error.noHours", UTCText.minutes(start))
        }
        if context.isJSONOutput {
            var document = WeatherTableJSON(point: point, hours: Array(rows))
            document.forecastCacheAgeSeconds = bundle.cacheAgeSeconds.map { $0.rounded() }
            try context.writeJSON(document)
        } else {
            writeTable(Array(rows), point: point, context: context)
            if let age = WeatherCommandSupport.ageLine(bundle.cacheAgeSeconds, context: context) {
                context.writeLine(age)
            }
        }
        return .success
    }

    private static func writeTable(_ rows: [HourlyConditions], point: GeoCoordinate, context: CommandContext) {
        context.writeLine(
            context.text("weather.text.heading", String(format: "%.5f, %.5f", point.latitude, point.longitude)))
        var table = TextTable(
            headers: PlanOutput.headers("weather.text.columns", context),
            alignments: [.leading] + Array(repeating: .trailing, count: 7))
        let text = NavigationText(context)
        for hour in rows {
            table.append([
                UTCText.minutes(hour.time), text.cell(hour.windKnots, "%.1f"), text.cell(hour.gustKnots, "%.1f"),
                text.cell(hour.windFromDegrees, "%.0f°"),
                text.cell(hour.windKnots.map { Double(BeaufortForce(knots: $0).force) }, "%.0f"),
                text.cell(hour.waveHeight, "%.2f"), text.cell(hour.wavePeriod, "%.1f"),
                text.cell(hour.swellHeight, "%.2f"),
            ])
        }
        for line in table.lines() { context.writeLine(line) }
        context.writeLine(context.text("weather.text.attribution"))
    }

    static func number(_ value: Double?, _ format: String) -> String {
        guard let value else {
            let width = String(format: format, 0.0).count
            return String(repeating: " ", count: max(0, width - 1)) + "–"
        }
        return String(format: format, value)
    }
}

/// `weather --json`: the point and its hours.
struct WeatherTableJSON: JSONDocument {
    struct Hour: Encodable {
        var time: String
        var windKnots: Double?
        var gustKnots: Double?
        var windFrom: Double?
        var beaufort: Int?
        var waveHeight: Double?
        var wavePeriod: Double?
        var windWaveHeight: Double?
        var swellHeight: Double?
        var swellPeriod: Double?
        var temperature: Double?

        private enum CodingKeys: String, CodingKey {
            case time, windKnots, gustKnots, beaufort
            case windFrom = "windFromDegrees"
            case waveHeight = "waveHeightMeters"
            case wavePeriod = "wavePeriodSeconds"
            case windWaveHeight = "windWaveHeightMeters"
            case swellHeight = "swellHeightMeters"
            case swellPeriod = "swellPeriodSeconds"
            case temperature = "temperatureCelsius"
        }
    }

    var latitude: Double
    var longitude: Double
    var hours: [Hour]
    var source = "Open-Meteo (CC BY 4.0)"
    /// Age of the cached forecast used, seconds; null when fetched now.
    var forecastCacheAgeSeconds: Double?

    init(point: GeoCoordinate, hours: [HourlyConditions]) {
        latitude = point.latitude
        longitude = point.longitude
        self.hours = hours.map { hour in
            Hour(
                time: UTCText.seconds(hour.time), windKnots: hour.windKnots, gustKnots: hour.gustKnots,
                windFrom: hour.windFromDegrees, beaufort: hour.windKnots.map { BeaufortForce(knots: $0).force },
                waveHeight: hour.waveHeight, wavePeriod: hour.wavePeriod, windWaveHeight: hour.windWaveHeight,
                swellHeight: hour.swellHeight, swellPeriod: hour.swellPeriod, temperature: hour.temperatureCelsius)
        }
    }
}

/// UTC instants as text, independent of the machine's zone.
enum UTCText {
    /// Formatting's ISO 8601 writer in UTC, made once (an `ISO8601DateFormatter` per call built an ICU formatter
    /// each time: 12 % of a warm 50-waypoint plan).
    private static let formatter = DateTextFormatter(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)

    /// `2026-06-01T08:00:00Z`, rounded to the whole second (``TimeText/second(_:)``, the one rounding rule).
    static func seconds(_ date: Date) -> String {
        formatter.isoDateTime(TimeText.second(date))
    }

    /// `2026-06-01 08:00 UTC`, rounded to the nearest minute (the one text form, ``TimeText``).
    static func minutes(_ date: Date) -> String {
        NavigationText.utc(date)
    }
}
