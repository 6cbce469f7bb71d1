import Foundation

/// Money in JSON: a decimal string with `.` and exactly two decimals (`"1234.50"`, `"-0.01"`).
///
/// Never a JSON number, so no reader turns kuruş into a binary fraction (Docs/json.md §Rules). The currency is a
/// separate member. denklem writes its amounts the same way.
public enum JSONMoney {
    /// The amount's text, rounded to two places half away from zero (kuruş; NSDecimalRound `.plain`).
    ///
    /// - Parameter amount: the amount.
    /// - Returns: the plain decimal text, for example `"337.30"`.
    public static func text(_ amount: Decimal) -> String {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        let plain = NSDecimalString(&rounded, Locale(identifier: "en_US_POSIX"))
        let parts = plain.split(separator: ".", maxSplits: 1)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return String(parts[0]) + "." + fraction.padding(toLength: 2, withPad: "0", startingAt: 0)
    }
}
