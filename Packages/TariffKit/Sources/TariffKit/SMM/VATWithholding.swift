import Foundation

/// A KDV withholding (tevkifat) fraction such as 5/10: the share of the KDV the payer remits itself
/// (KDV GUT I/C-2.1.3).
public struct VATWithholding: Sendable, Equatable, CustomStringConvertible {
    /// The numerator, 1…denominator.
    public let numerator: Int
    /// The denominator, 1…10 (KDV fractions are in tenths).
    public let denominator: Int

    /// Parses `n/d` with 1 ≤ n ≤ d ≤ 10, for example `5/10`.
    /// - Throws: ``TariffError/invalidVATWithholding(_:)``.
    public init(parsing text: String) throws(TariffError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let numerator = Int(parts[0]), let denominator = Int(parts[1]),
            (1...10).contains(denominator), (1...denominator).contains(numerator)
        else { throw .invalidVATWithholding(text) }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Creates the fraction `numerator/denominator`, for example 5/10 (KDV fractions are in tenths).
    /// - Throws: ``TariffError/invalidVATWithholding(_:)`` unless 1 ≤ numerator ≤ denominator ≤ 10.
    public init(numerator: Int, denominator: Int) throws(TariffError) {
        guard (1...10).contains(denominator), (1...denominator).contains(numerator) else {
            throw .invalidVATWithholding("\(numerator)/\(denominator)")
        }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The fraction as a decimal (5/10 → 0.5).
    public var fraction: Decimal { Decimal(numerator) / Decimal(denominator) }

    /// `n/d`.
    public var description: String { "\(numerator)/\(denominator)" }
}
