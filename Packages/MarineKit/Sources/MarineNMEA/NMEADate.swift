/// A calendar date in UTC as carried by RMC (`ddmmyy`) or ZDA (`dd,mm,yyyy`).
public struct NMEADate: Hashable, Sendable, Comparable {
    /// Four-digit year.
    public let year: Int
    /// Month, 1–12.
    public let month: Int
    /// Day of the month, 1–31.
    public let day: Int

    /// Creates a date; returns nil when the month or day is out of range.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...UTCTimestamp.daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSinceEpoch: Int {
        UTCTimestamp.daysFromCivil(year: year, month: month, day: day)
    }

    /// The date `days` days later.
    public func adding(days: Int) -> NMEADate {
        let civil = UTCTimestamp.civilFromDays(daysSinceEpoch + days)
        return NMEADate(year: civil.year, month: civil.month, day: civil.day) ?? self
    }

    /// Orders dates chronologically.
    public static func < (lhs: NMEADate, rhs: NMEADate) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }

    /// Expands the two-digit RMC year: 80–99 → 1980–1999, 00–79 → 2000–2079 (GPS epoch 1980 as the pivot).
    static func expandTwoDigitYear(_ year: Int) -> Int {
        year >= 80 ? 1900 + year : 2000 + year
    }
}
