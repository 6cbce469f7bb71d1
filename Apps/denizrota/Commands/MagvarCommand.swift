import CLIKit
import Foundation
import MarineKit

/// `denizrota magvar LAT LON [--date YYYY-MM-DD]`: magnetic variation from the World Magnetic Model 2025.
public enum MagvarCommand {
    static let latitude = Positional<String>(valueName: "route.value.latitude", help: "route.argument.latitude")
    static let longitude = Positional<String>(valueName: "route.value.longitude", help: "route.argument.longitude")
    static let date = Option<String>("date", valueName: "magvar.value.date", help: "magvar.option.date")

    /// The `magvar` command.
    public static let command = Command(
        name: "magvar", summary: "magvar.summary", discussion: "magvar.discussion", options: [date],
        positionals: [latitude.spec, longitude.spec],
        examples: [CommandExample("denizrota magvar 36.72 27.69 --date 2026-06-01", explanation: "magvar.example")],
        writesJSON: true
    ) { context in
        let coordinate = try NavigationSupport.coordinate(
            latitude: context.arguments[latitude] ?? "", longitude: context.arguments[longitude] ?? "", context: context
        )
        let instant = try day(context.arguments[date]) ?? context.now
        let model = MagneticModel.wmm2025
        let year = MagneticModel.decimalYear(of: instant)
        if year < model.epoch || year >= model.validUntil {
            context.diagnostics.warning(context.text("magvar.warning.validity", String(format: "%.2f", year)))
        }
        let declination = model.field(at: coordinate, decimalYear: year).declination
        if context.isJSONOutput {
            try context.writeJSON(
                Result(
                    latitude: coordinate.latitude, longitude: coordinate.longitude, decimalYear: year,
                    declination: declination, model: model.name))
        } else {
            let side = context.text(declination >= 0 ? "magvar.east" : "magvar.west")
            context.writeLine(context.text("magvar.result", String(format: "%.2f", abs(declination)), side, model.name))
        }
        return .success
    }

    /// `magvar --json`: the declination in degrees, east positive.
    private struct Result: JSONDocument {
        let latitude: Double
        let longitude: Double
        let decimalYear: Double
        let declination: Double
        let model: String

        private enum CodingKeys: String, CodingKey {
            case latitude, longitude, decimalYear, model
            case declination = "declinationDegrees"
        }
    }

    /// Midnight UTC of a `YYYY-MM-DD` date.
    private static func day(_ text: String?) throws -> Date? {
        guard let text else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard parts.count == 3, let year = parts[0], let month = parts[1], let dayOfMonth = parts[2],
            let date = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)),
            calendar.component(.day, from: date) == dayOfMonth
        else { throw CommandError(.dataError, key: "magvar.error.date", text) }
        return date
    }
}
