import Foundation

/// A tariff's agreement figures as integers, for ``FeeCalculator/agreementTotalInKurus(agreedKurus:type:persons:mediators:)``.
///
/// Amounts are kuruş, rates hundredths of a percent (7,5 % → 750), running band fees micro-lira (10⁻⁶ TL), so
/// kuruş × rate is an exact micro-lira fee: TL × 100 × % × 100 / 100 = TL × 10⁶. `nil` when a figure does not fit
/// (a user tariff with a rate in thousandths of a percent), in which case the `Decimal` path is used.
struct KurusSchedule: Sendable, Equatable {
    /// One Part 2 band.
    struct Band: Sendable, Equatable {
        /// Lower bound in kuruş.
        let lower: Int64
        /// Rates in hundredths of a percent: single, multiple column.
        let rates: (single: Int64, multiple: Int64)
        /// Fee of the bands below, micro-lira: single, multiple column.
        let below: (single: Int64, multiple: Int64)

        static func == (lhs: Band, rhs: Band) -> Bool {
            lhs.lower == rhs.lower && lhs.rates == rhs.rates && lhs.below == rhs.below
        }
    }

    /// The bands, ascending.
    let bands: [Band]
    /// Minimum fee in kuruş by dispute type (`nil` where the data lacks it).
    let minimums: [DisputeType: Int64]
    /// One hour of Part 1 in kuruş by dispute type and bracket.
    let hourly: [DisputeType: [PartyBracket: Int64]]

    /// Converts a tariff; `nil` when a figure is not a whole number of kuruş or hundredths of a percent.
    init?(_ tariff: Tariff) {
        var bands: [Band] = []
        for band in tariff.bands {
            guard let lower = Self.integer(band.lowerBound, scale: 2),
                let single = Self.integer(band.singlePercent, scale: 2),
                let multiple = Self.integer(band.multiplePercent, scale: 2),
                let singleBelow = Self.integer(band.singleFeeBelow, scale: 6),
                let multipleBelow = Self.integer(band.multipleFeeBelow, scale: 6)
            else { return nil }
            bands.append(Band(lower: lower, rates: (single, multiple), below: (singleBelow, multipleBelow)))
        }
        var minimums: [DisputeType: Int64] = [:]
        var hourly: [DisputeType: [PartyBracket: Int64]] = [:]
        for type in DisputeType.allCases {
            minimums[type] = (try? tariff.minimumFee(for: type)).flatMap { Self.integer($0.amount, scale: 2) }
            guard let line = try? tariff.hourlyLine(for: type) else { continue }
            for bracket in PartyBracket.allCases {
                guard let value = Self.integer(line.hourlyTotal(for: bracket), scale: 2) else { return nil }
                hourly[type, default: [:]][bracket] = value
            }
        }
        self.bands = bands
        self.minimums = minimums
        self.hourly = hourly
    }

    /// `value × 10^scale` as an integer, `nil` when it has more decimals or does not fit.
    static func integer(_ value: Decimal, scale: Int) -> Int64? {
        var scaled = value * pow(Decimal(10), scale)
        var whole = Decimal()
        NSDecimalRound(&whole, &scaled, 0, .plain)
        guard whole == scaled, whole.magnitude < Decimal(Int64.max / 2) else { return nil }
        return Int64(truncating: NSDecimalNumber(decimal: whole))
    }

    /// Part 2 fee of an amount in micro-lira, `nil` on overflow.
    func partTwoMicro(_ amount: Int64, column: RateColumn) -> Int64? {
        guard amount > 0, var band = bands.first else { return 0 }
        for candidate in bands where candidate.lower < amount { band = candidate }
        let rate = column == .single ? band.rates.single : band.rates.multiple
        let (slice, overflow) = (amount - band.lower).multipliedReportingOverflow(by: rate)
        guard !overflow else { return nil }
        return (column == .single ? band.below.single : band.below.multiple) + slice
    }
}
