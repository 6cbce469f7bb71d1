import Foundation

/// Writes durations rounded to whole minutes (half away from zero).
///
/// `3 sa 25 dk` (tr), `3 h 25 min` (en), `3 Std. 25 Min.` (de), `3時間25分` (ja), `1 gün 2 sa` with days. Zero parts are
/// left out (`3 h`, `25 min`); zero is `0 min`. A negative duration gets a leading `-`. ``formatISO8601(seconds:)``
/// writes `PT3H25M`.
public struct DurationFormatter: Sendable, Hashable {
    /// The largest part written.
    public enum LargestUnit: Sendable, Hashable {
        /// Hours may exceed 24: `27 h 5 min` (passage legs, deadlines in hours).
        case hours
        /// Whole days first: `1 d 3 h 5 min`.
        case days
    }

    /// The largest part.
    public var largestUnit: LargestUnit

    /// Creates a formatter; hours as the largest unit by default.
    public init(largestUnit: LargestUnit = .hours) {
        self.largestUnit = largestUnit
    }

    /// `seconds` as days, hours and minutes with `conventions`' unit words.
    ///
    /// NaN and infinities are written `NaN`.
    public func format(seconds: Double, conventions: LanguageConventions) -> String {
        guard let value = Decimal(shortestRepresentationOf: seconds) else { return "NaN" }
        let totalMinutes = NSDecimalNumber(decimal: (value.magnitude / 60).roundedHalfAwayFromZero(places: 0)).intValue
        let words = conventions.units
        let (days, hours, minutes) = split(totalMinutes)
        var parts: [String] = []
        if days > 0 { parts.append(UnitWords.apply(words.days, to: String(days))) }
        if hours > 0 { parts.append(UnitWords.apply(words.hours, to: String(hours))) }
        if minutes > 0 || parts.isEmpty { parts.append(UnitWords.apply(words.minutes, to: String(minutes))) }
        let sign = value < 0 && totalMinutes > 0 ? "-" : ""
        return sign + parts.joined(separator: words.durationPartSeparator)
    }

    /// `seconds` as an ISO 8601 duration rounded to whole seconds.
    ///
    /// `PT3H25M`, `PT45S`, `PT0S`, `-PT1H` (the sign extension of ISO 8601-2). Hours are not folded into days (a day is
    /// not always 24 h).
    public func formatISO8601(seconds: Double) -> String {
        guard let value = Decimal(shortestRepresentationOf: seconds) else { return "NaN" }
        let total = NSDecimalNumber(decimal: value.magnitude.roundedHalfAwayFromZero(places: 0)).intValue
        let (hours, minutes, secs) = (total / 3600, total % 3600 / 60, total % 60)
        var text = "PT"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if secs > 0 || total == 0 { text += "\(secs)S" }
        return (value < 0 && total > 0 ? "-" : "") + text
    }

    private func split(_ totalMinutes: Int) -> (days: Int, hours: Int, minutes: Int) {
        let hoursTotal = totalMinutes / 60
        guard largestUnit == .days else { return (0, hoursTotal, totalMinutes % 60) }
        return (hoursTotal / 24, hoursTotal % 24, totalMinutes % 60)
    }
}
