import Foundation

/// Strict reader of the ISO 8601 forms a command line takes.
///
/// `2026-04-02` (midnight in the given zone), `2026-04-02T09:30`, `2026-04-02T09:30:15`, `2026-04-02T09:30:15.250`,
/// each optionally with `Z`, `+03:00`, `+0300` or `+03`; a space may replace `T`. Without an offset the time is read in
/// the `timeZone` passed in. Days are checked against the month (leap years by the Gregorian rule), hours 0…23, minutes
/// and seconds 0…59.
public enum ISO8601DateParser {
    /// Parses `text`; fields without an explicit offset are in `timeZone`.
    /// - Throws: ``DateParseError``.
    public static func parse(_ text: String, timeZone: TimeZone) throws(DateParseError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty }
        var cursor = ISO8601Cursor(trimmed)
        let fields = try cursor.readFields()
        guard fields.isValid else { throw .nonexistentDate }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = fields.offsetSeconds.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
        let components = DateComponents(
            year: fields.year, month: fields.month, day: fields.day, hour: fields.hour, minute: fields.minute,
            second: fields.second)
        guard let date = calendar.date(from: components) else { throw .nonexistentDate }
        return date.addingTimeInterval(fields.fraction)
    }
}
