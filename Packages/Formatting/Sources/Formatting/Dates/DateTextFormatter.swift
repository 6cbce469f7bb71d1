import Foundation

/// Writes dates and times in an explicitly given time zone (never the machine's): ISO 8601 for machines
/// (`2026-04-02`, `2026-04-02T09:30:00+03:00`, `…Z` for UTC) and long dates for people (`2 Nisan 2026`,
/// `April 2, 2026`, `2 de abril de 2026`, `2 avril 2026`, `2. April 2026`, `2026年4月2日`), times 24-hour `09:30`.
public struct DateTextFormatter: Sendable {
    /// The zone all fields are computed in.
    public let timeZone: TimeZone
    private let calendar: Calendar

    /// Creates a formatter for `timeZone` (Gregorian calendar, proleptic before 1582).
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `2026-04-02`.
    public func isoDate(_ date: Date) -> String {
        let parts = fields(date)
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }

    /// `2026-04-02T09:30:00+03:00`, or with `Z` when the offset is zero; seconds are truncated.
    public func isoDateTime(_ date: Date) -> String {
        let parts = fields(date)
        return isoDate(date) + "T" + pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + ":" + pad(parts.second, 2)
            + offsetText(for: date)
    }

    /// The long date with `conventions`: `2 Nisan 2026`.
    public func longDate(_ date: Date, conventions: LanguageConventions) -> String {
        let parts = fields(date)
        return conventions.longDatePattern
            .replacingOccurrences(of: "{d}", with: String(parts.day))
            .replacingOccurrences(of: "{M}", with: conventions.monthNames[parts.month - 1])
            .replacingOccurrences(of: "{m}", with: String(parts.month))
            .replacingOccurrences(of: "{y}", with: String(parts.year))
    }

    /// The 24-hour time `09:30` (the same in every supported language).
    public func time(_ date: Date) -> String {
        let parts = fields(date)
        return pad(parts.hour, 2) + ":" + pad(parts.minute, 2)
    }

    /// The long date and the time: `2 Nisan 2026 09:30`.
    public func longDateTime(_ date: Date, conventions: LanguageConventions) -> String {
        longDate(date, conventions: conventions) + " " + time(date)
    }

    private func fields(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return (
            parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0
        )
    }

    private func offsetText(for date: Date) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        guard offset != 0 else { return "Z" }
        let magnitude = abs(offset) / 60
        return (offset < 0 ? "-" : "+") + pad(magnitude / 60, 2) + ":" + pad(magnitude % 60, 2)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
