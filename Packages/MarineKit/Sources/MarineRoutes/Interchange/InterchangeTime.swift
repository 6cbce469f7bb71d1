import Foundation

/// Times in exported files and JSON: ISO 8601 UTC (`xsd:dateTime` in GPX, RFC 3339), to the millisecond.
public enum InterchangeTime {
    /// `2026-06-01T12:00:00Z` for a whole second, `2026-06-01T12:00:00.100Z` otherwise: the instant rounded to
    /// the nearest millisecond, so a 10 Hz log keeps ten distinct times per second and a time read back from
    /// `.879` prints `.879` again (binary doubles hold it as .87899…).
    public static func text(_ date: Date) -> String {
        let millis = Int((date.timeIntervalSince1970 * 1000).rounded())
        let (quotient, remainder) = millis.quotientAndRemainder(dividingBy: 86_400_000)
        let days = remainder < 0 ? quotient - 1 : quotient
        let ms = remainder < 0 ? remainder + 86_400_000 : remainder
        let civil = UTCTimestamp.civilFromDays(days)
        var text =
            pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2) + "T" + pad(ms / 3_600_000, 2)
            + ":" + pad(ms / 60_000 % 60, 2) + ":" + pad(ms / 1000 % 60, 2)
        if ms % 1000 != 0 { text += "." + pad(ms % 1000, 3) }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
