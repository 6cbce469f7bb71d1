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
        if let (minutes, negative) = Self.wholeMinutes(seconds) {
            return text(totalMinutes: minutes, negative: negative, conventions: conventions)
        }
        guard let value = Decimal(shortestRepresentationOf: seconds) else { return "NaN" }
        let totalMinutes = NSDecimalNumber(decimal: (value.magnitude / 60).roundedHalfAwayFromZero(places: 0)).intValue
        return text(totalMinutes: totalMinutes, negative: value < 0, conventions: conventions)
    }

    /// The whole minutes of `seconds` in integer arithmetic, and whether it is negative.
    ///
    /// The shortest decimal form of `seconds` divided by 60, rounded half away from zero; nil when that form has an
    /// exponent or over 17 digits. The same as
    /// the `Decimal` division: a quotient by 60 × 10^k ends in repeating 3s or 6s, never near a tie its 38-digit
    /// rounding could create (`route show` of a 200,000-point route formats 200,000 durations; issue 30).
    static func wholeMinutes(_ seconds: Double) -> (minutes: Int, negative: Bool)? {
        guard seconds.isFinite else { return nil }
        var text = Substring(String(seconds))
        guard !text.utf8.contains(UInt8(ascii: "e")) else { return nil }  // not NSString's range(of:)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let (integer, fraction) = DecimalMinutes.parts(text)
        let digits = integer + fraction
        guard digits.count <= 17, fraction.count <= 17, let mantissa = Int64(digits) else { return nil }
        var divisor: Int64 = 60
        for _ in 0..<fraction.count { divisor *= 10 }
        let (quotient, remainder) = mantissa.quotientAndRemainder(dividingBy: divisor)
        return (Int(remainder >= divisor - remainder ? quotient + 1 : quotient), negative)
    }

    private func text(totalMinutes: Int, negative: Bool, conventions: LanguageConventions) -> String {
        let words = conventions.units
        let (days, hours, minutes) = split(totalMinutes)
        var parts: [String] = []
        if days > 0 { parts.append(UnitWords.apply(words.days, to: String(days))) }
        if hours > 0 { parts.append(UnitWords.apply(words.hours, to: String(hours))) }
        if minutes > 0 || parts.isEmpty { parts.append(UnitWords.apply(words.minutes, to: String(minutes))) }
        let sign = negative && totalMinutes > 0 ? "-" : ""
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
