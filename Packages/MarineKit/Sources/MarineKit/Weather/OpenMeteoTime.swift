import Foundation

/// Open-Meteo's `iso8601` time strings (`"2026-06-01T08:00"`: no seconds, no zone, local to the answer's
/// `timezone`, marine.md §1.5) converted to absolute instants without `DateFormatter` or the machine's zone.
enum OpenMeteoTime {
    /// Parses `yyyy-MM-ddTHH:mm` (optionally `:ss`) as local time at `utcOffsetSeconds` from UTC.
    static func instant(_ text: String, utcOffsetSeconds: Int) -> Date? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count == 5 || parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
        let fields = parts.compactMap { $0 }
        let (year, month, day, hour, minute) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        let second = fields.count == 6 ? fields[5] : 0
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - utcOffsetSeconds
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    ///
    /// Algorithm: Howard Hinnant, "chrono-Compatible Low-Level Date
    /// Algorithms", `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
