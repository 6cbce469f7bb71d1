import Foundation

/// Fast UTC calendar arithmetic and ISO 8601 reading/writing without `Calendar` or `DateFormatter`.
///
/// The day-count algorithms are Howard Hinnant's `days_from_civil` / `civil_from_days`
/// ("chrono-Compatible Low-Level Date Algorithms"), exact for the proleptic Gregorian calendar.
public enum UTCTimestamp {
    /// Days since 1970-01-01 of a proleptic Gregorian date.
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    public static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Number of days in a month of the Gregorian calendar.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The instant of a UTC date plus seconds of the day.
    public static func date(_ day: NMEADate, secondsOfDay: Double) -> Date {
        Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + secondsOfDay)
    }

    /// Formats an instant as ISO 8601 UTC with milliseconds, for example `2026-06-01T12:00:00.250Z`.
    ///
    /// Rounds to the nearest millisecond: times are binary doubles, and `212608.879` s is stored as
    /// 212608.87899999… (truncating printed `.878`).
    public static func iso8601(_ date: Date) -> String {
        let millis = Int((date.timeIntervalSince1970 * 1000).rounded())
        let (days, msOfDay) = millis.quotientAndRemainder(dividingBy: 86_400_000)
        let adjustedDays = msOfDay < 0 ? days - 1 : days
        let ms = msOfDay < 0 ? msOfDay + 86_400_000 : msOfDay
        let civil = civilFromDays(adjustedDays)
        return pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2) + "T"
            + pad(ms / 3_600_000, 2) + ":" + pad(ms / 60_000 % 60, 2) + ":" + pad(ms / 1000 % 60, 2) + "."
            + pad(ms % 1000, 3) + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff…]Z` (the form gpsd writes); nil for anything else.
    public static func parseISO8601(_ text: String) -> Date? {
        var utf8 = Array(text.utf8)
        guard utf8.count >= 20, utf8.last == UInt8(ascii: "Z") else { return nil }
        utf8.removeLast()
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(utf8[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == 0x54, utf8[13] == 0x3A, utf8[16] == 0x3A,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            let civil = NMEADate(year: year, month: month, day: day), hour < 24, minute < 60, second <= 60
        else { return nil }
        guard let fraction = fractionalSeconds(utf8[19...]) else { return nil }
        return date(civil, secondsOfDay: Double(hour * 3600 + minute * 60 + second) + fraction)
    }

    private static func fractionalSeconds(_ rest: ArraySlice<UInt8>) -> Double? {
        guard let first = rest.first else { return 0 }
        guard first == 0x2E, rest.count >= 2 else { return nil }
        var value = 0.0
        var scale = 0.1
        for byte in rest.dropFirst() {
            let digit = Int(byte) - 48
            guard (0...9).contains(digit) else { return nil }
            value += Double(digit) * scale
            scale /= 10
        }
        return value
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
