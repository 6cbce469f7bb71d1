import CLIKit
import Formatting
import Foundation
import MarineKit

/// One way to write times in text output (route show, plan, trips): UTC rounded to the nearest minute,
/// `2026-07-01 05:00 UTC`, followed by the local time when a zone is known, `(08:00 UTC+3)`.
///
/// One rounding rule for every time in every output (text, JSON, PDF, SVG): an instant is rounded to the whole
/// second, half up (``second(_:)``, what JSON writes), and a time shown to the minute rounds that second to the
/// minute, half up (``minute(_:)``: 08:14:30 → 08:15). So an ETA of 08:14:29.6 is `08:14:30Z` in JSON and 08:15
/// everywhere else, and no output truncates.
///
/// The zone is `--tz ZONE` (an IANA name such as `Europe/Istanbul`), else the boat's (`boat set --tz`), else the
/// `TZ` environment variable when it names a zone other than UTC; without any, UTC alone. JSON keeps ISO 8601 UTC
/// with seconds.
enum TimeText {
    /// `--tz ZONE`: also show times in this zone.
    static let zoneOption = Option<String>("tz", valueName: "denizrota.value.zone", help: "denizrota.option.tz")

    /// The local zone to show next to UTC, or nil.
    ///
    /// - Throws: a usage error naming an unknown `--tz` zone (an unknown `TZ` is ignored).
    static func zone(_ context: CommandContext, boat: BoatSettings? = nil) throws -> TimeZone? {
        if let name = boat?.timeZone, context.arguments[zoneOption] == nil, let zone = TimeZone(identifier: name) {
            return zone
        }
        if let name = context.arguments[zoneOption] {
            guard let zone = TimeZone(identifier: name) else {
                throw CommandError(.usage, key: "denizrota.error.zone", name)
            }
            return zone.secondsFromGMT() == 0 && zone.identifier.uppercased().hasPrefix("UTC") ? nil : zone
        }
        let variable = (context.environment.variables["TZ"] ?? "").trimmingCharacters(
            in: CharacterSet(charactersIn: ":"))
        guard !variable.isEmpty, let zone = TimeZone(identifier: variable),
            !["UTC", "GMT", "ETC/UTC", "UTC0", "ZULU"].contains(zone.identifier.uppercased())
        else { return nil }
        return zone
    }

    /// The instant rounded to the whole second, half up (ties away from zero): what JSON writes.
    static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.toNearestOrAwayFromZero))
    }

    /// The instant rounded to the minute: first to the second (``second(_:)``), then to the minute, half up.
    static func minute(_ date: Date) -> Date {
        let seconds = second(date).timeIntervalSince1970
        return Date(timeIntervalSince1970: (seconds / 60).rounded(.toNearestOrAwayFromZero) * 60)
    }

    /// `2026-07-01 05:00 UTC (08:00 UTC+3)`, or without the part in brackets when `zone` is nil.
    static func text(_ date: Date, zone: TimeZone?) -> String {
        let utc = NavigationText.utc(date)
        guard let zone else { return utc }
        return utc + " (" + local(date, zone: zone) + ")"
    }

    /// `08:00 UTC+3`, `05:30 UTC−2:30`: the local clock time (rounded to the minute like the UTC time) and offset.
    static func local(_ date: Date, zone: TimeZone) -> String {
        let minute = minute(date)
        let clock = DateTextFormatter(timeZone: zone).time(minute)
        let offset = zone.secondsFromGMT(for: minute)
        let hours = abs(offset) / 3600
        let minutes = abs(offset) % 3600 / 60
        let sign = offset < 0 ? "−" : "+"
        return clock + " UTC" + sign + String(hours) + (minutes > 0 ? String(format: ":%02d", minutes) : "")
    }
}
