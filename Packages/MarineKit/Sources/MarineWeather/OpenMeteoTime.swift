import Foundation

/// Open-Meteo's `iso8601` time strings (`"2026-06-01T08:00"`: no seconds, no zone, local to the answer's
/// `timezone`, open-meteo.com/en/docs) converted to absolute instants without `DateFormatter` or the machine's zone.
enum OpenMeteoTime {
    /// Parses `yyyy-MM-ddTHH:mm` (optionally `:ss`) as local time at `utcOffsetSeconds` from UTC.
    ///
    /// The fixed layout the API sends is read straight from the UTF-8 bytes; anything else (shorter fields such
    /// as `2026-6-1T8:00`) goes through the general field split.
    static func instant(_ text: String, utcOffsetSeconds: Int) -> Date? {
        let fields = fixedFields(text) ?? splitFields(text)
        guard let fields, fields.count == 5 || fields.count == 6 else { return nil }
        let (year, month, day, hour, minute) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        let second = fields.count == 6 ? fields[5] : 0
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - utcOffsetSeconds
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Separator after each field of `yyyy-MM-ddTHH:mm:ss` (the byte after the field ending at that offset).
    private static let layout: [(end: Int, separator: UInt8?)] = [
        (4, UInt8(ascii: "-")), (7, UInt8(ascii: "-")), (10, UInt8(ascii: "T")), (13, UInt8(ascii: ":")),
        (16, UInt8(ascii: ":")), (19, nil),
    ]

    /// The fields of `yyyy-MM-ddTHH:mm` or `yyyy-MM-ddTHH:mm:ss` read from fixed positions, or nil for any other
    /// layout.
    private static func fixedFields(_ text: String) -> [Int]? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16 || bytes.count == 19 else { return nil }
        var fields: [Int] = []
        var start = 0
        for (end, separator) in layout where end <= bytes.count {
            var value = 0
            for byte in bytes[start..<end] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            fields.append(value)
            if end < bytes.count, bytes[end] != separator { return nil }
            start = end + 1
        }
        return fields
    }

    /// The numeric fields between `-`, `T` and `:`, or nil when one is not a number.
    private static func splitFields(_ text: String) -> [Int]? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
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
