import Foundation

/// A date as `JSONEncoder`'s `.iso8601` strategy writes it (`2026-07-01T07:37:00Z`, UTC), for whole seconds of the
/// years 1600–9999.
///
/// The Gregorian calendar; days to civil date by H. Hinnant's `civil_from_days` ("chrono-Compatible Low-Level
/// Date Algorithms", 2013). Earlier dates are left to the encoder, which writes them in
/// the Julian calendar before the Gregorian reform of 1582 (`0001-01-03` for the proleptic `0001-01-01`).
enum ISODateBytes {
    /// Appends the date's text in quotes; false (nothing appended) for a fraction of a second or another year.
    static func append(_ date: Date, to bytes: inout [UInt8]) -> Bool {
        let seconds = date.timeIntervalSince1970
        // -11676096000: 1600-01-01T00:00:00Z; 253402300800: 10000-01-01T00:00:00Z.
        guard seconds.rounded(.towardZero) == seconds, seconds >= -11_676_096_000, seconds < 253_402_300_800
        else { return false }
        let whole = Int(seconds)
        let days = whole.floorDivided(by: 86_400)
        let inDay = whole - days * 86_400
        let (year, month, day) = civil(days: days)
        bytes.append(UInt8(ascii: "\""))
        append(year, width: 4, to: &bytes, then: "-")
        append(month, width: 2, to: &bytes, then: "-")
        append(day, width: 2, to: &bytes, then: "T")
        append(inDay / 3600, width: 2, to: &bytes, then: ":")
        append(inDay / 60 % 60, width: 2, to: &bytes, then: ":")
        append(inDay % 60, width: 2, to: &bytes, then: "Z")
        bytes.append(UInt8(ascii: "\""))
        return true
    }

    /// Year, month (1–12) and day (1–31) of a count of days since 1970-01-01.
    static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func append(_ value: Int, width: Int, to bytes: inout [UInt8], then separator: Unicode.Scalar) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
        bytes.append(UInt8(ascii: separator))
    }
}

extension Int {
    /// The quotient rounded toward negative infinity.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
