import Formatting
import Foundation

/// Money splitting to the kuruş (0,01 TL).
///
/// Rounding: half up (away from zero), once, at the end, through the workspace's one money rounding, Formatting's
/// `DecimalRounding.minorUnits(_:of:)` (CONVENTIONS.md; the tariff text has no rounding rule; <doc:Readings>).
/// Splitting: a rounded total split into `k` equal shares gives each share
/// ⌊total / k⌋ to the kuruş and hands the remaining kuruş (fewer than `k`) one each to the first shares, so the
/// shares always add up to the total and differ by at most 0,01 TL.
public enum Kurus {
    /// One kuruş in TL.
    public static let unit = Decimal(string: "0.01") ?? 0

    /// Splits a total into `count` shares by the kuruş remainder rule above.
    /// - Parameters:
    ///   - total: TL, rounded to the kuruş first if it is not.
    ///   - count: number of shares, at least 1 (values below 1 are treated as 1).
    /// - Returns: the shares in TL, largest first, adding up to the rounded total.
    public static func split(_ total: Decimal, into count: Int) -> [Decimal] {
        let parts = max(count, 1)
        let totalKurus = total.roundedToMinorUnits() * 100
        var exactKurus = totalKurus / Decimal(parts)
        var floorKurus = Decimal()
        NSDecimalRound(&floorKurus, &exactKurus, 0, .down)
        let remainder = Int(truncating: NSDecimalNumber(decimal: totalKurus - floorKurus * Decimal(parts)))
        let base = floorKurus / 100
        return (0..<parts).map { $0 < remainder ? base + unit : base }
    }
}
