import Foundation

/// One band of the tariff's Part 2 (İkinci Kısım), the progressive percentage of the agreed amount.
public struct FeeBand: Sendable, Equatable {
    /// Where the band starts (TL): the sum of the widths of the bands before it.
    public let lowerBound: Decimal
    /// The band's width in TL; `nil` for the last, open band ("…TL'den yukarısı").
    public let width: Decimal?
    /// Column (a), one mediator, as a percentage (for example 6 for %6).
    public let singlePercent: Decimal
    /// Column (b), more than one mediator, as a percentage (Madde 3(3)).
    public let multiplePercent: Decimal
    /// The single-column fee of all bands below this one (TL), precomputed.
    let singleFeeBelow: Decimal
    /// The multiple-column fee of all bands below this one (TL), precomputed.
    let multipleFeeBelow: Decimal

    /// Creates a band; the fees below it are computed by ``Tariff``.
    init(
        lowerBound: Decimal, width: Decimal?, singlePercent: Decimal, multiplePercent: Decimal,
        singleFeeBelow: Decimal, multipleFeeBelow: Decimal
    ) {
        self.lowerBound = lowerBound
        self.width = width
        self.singlePercent = singlePercent
        self.multiplePercent = multiplePercent
        self.singleFeeBelow = singleFeeBelow
        self.multipleFeeBelow = multipleFeeBelow
    }

    /// Where the band ends (TL), `nil` for the open band.
    public var upperBound: Decimal? { width.map { lowerBound + $0 } }

    /// The percentage for a column.
    public func percent(_ column: RateColumn) -> Decimal {
        column == .single ? singlePercent : multiplePercent
    }

    /// The fee of all bands below this one for a column (TL).
    func feeBelow(_ column: RateColumn) -> Decimal {
        column == .single ? singleFeeBelow : multipleFeeBelow
    }
}
