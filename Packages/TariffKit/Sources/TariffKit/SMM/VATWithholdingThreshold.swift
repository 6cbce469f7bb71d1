import Foundation

/// The VUK madde 232 invoice threshold: KDV tevkifatı (5/10, code 616) applies only when the KDV-included amount
/// exceeds it (KDV GUT I/C-2.1.3.2.13; VUK madde 232 invoice limit: 2024 6.900, 2025 9.900, 2026 12.000 by VUK Genel
/// Tebliği 588).
public enum VATWithholdingThreshold {
    /// The thresholds by year, TL, KDV included.
    public static let byYear: [Int: Decimal] = [2024: 6_900, 2025: 9_900, 2026: 12_000]

    /// The threshold of a year, or `nil` when unknown.
    public static func amount(forYear year: Int) -> Decimal? { byYear[year] }

    /// Whether tevkifat applies to a KDV-included amount in a year; `nil` when the year's threshold is unknown.
    public static func applies(toVATIncluded total: Decimal, year: Int) -> Bool? {
        amount(forYear: year).map { total > $0 }
    }
}
