import Foundation

/// The web app's units and time encoding, converted at the sync edge (tremo/DenizRota `firebase-config.js` and its
/// Firestore calls): distances in km, speeds in
/// km/h, times as integer epoch milliseconds or ISO 8601 text with milliseconds.
package enum WebUnits {
    /// Kilometres per nautical mile: 1.852 exactly (international nautical mile, 1929; BIPM SI brochure table 8).
    public static let kilometersPerNauticalMile = 1.852
    /// km/h per m/s: 3.6 exactly (3600 s/h ÷ 1000 m/km).
    public static let kilometersPerHourPerMeterPerSecond = 3.6

    /// Knots → km/h (× 1.852).
    public static func kilometersPerHour(knots: Double) -> Double { knots * kilometersPerNauticalMile }

    /// km/h → knots (÷ 1.852).
    public static func knots(kilometersPerHour: Double) -> Double { kilometersPerHour / kilometersPerNauticalMile }

    /// Epoch milliseconds of `date`, rounded to the nearest millisecond (JavaScript's `Date.now()` unit).
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// The instant of epoch milliseconds `milliseconds`.
    public static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` as JavaScript's `Date.prototype.toISOString()` writes it: `2026-01-27T10:00:00.000Z` (UTC).
    public static func isoText(_ date: Date) -> String {
        let milliseconds = milliseconds(date)
        let seconds = Int(milliseconds.quotientAndRemainder(dividingBy: 1000).quotient)
        let fraction = Int(((milliseconds % 1000) + 1000) % 1000)
        let floorSeconds = fraction > 0 && milliseconds < 0 ? seconds - 1 : seconds
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(floorSeconds)))
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T\(pad(parts.hour, 2)):"
            + "\(pad(parts.minute, 2)):\(pad(parts.second, 2)).\(pad(fraction, 3))Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff…]Z` (the web's `date`, Firestore timestamps); `nil` for other text.
    public static func parseISOText(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map(String.init)
        guard parts.count == 6, text.hasSuffix("Z"), let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2]), let hour = Int(parts[3]), let minute = Int(parts[4]),
            let seconds = Double(parts[5])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components).map { $0.addingTimeInterval(seconds) }
    }
}
