import Expectations
import Formatting
import Foundation
import TariffKit
import Testing

/// Properties the issue asks for: monotone in the agreed amount, continuous at band boundaries, k equal shares.
@Suite struct PropertyTests {
    static let years = [2024, 2025, 2026]
    static let columns: [RateColumn] = [.single, .multiple]

    /// Amounts around every boundary plus a spread of values, ascending.
    static func probeAmounts(_ tariff: Tariff) -> [Decimal] {
        var amounts: [Decimal] = [tl("0.01"), 1, 999, tl("12345.67")]
        for bound in tariff.bands.compactMap(\.upperBound) {
            amounts += [bound - 1, bound - tl("0.01"), bound, bound + tl("0.01"), bound + 1]
        }
        amounts += [tl("99999999.99"), tl("1000000000")]
        return amounts.sorted()
    }

    @Test(arguments: years, columns)
    func partTwoIsMonotone(year: Int, column: RateColumn) {
        let tariff = bundledTariff(year)
        let fees = Self.probeAmounts(tariff).map { tariff.partTwoFee(on: $0, column: column) }
        #expect(zip(fees, fees.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// Approaching a boundary from below and leaving it above changes the fee by one kuruş × that band's rate.
    @Test(arguments: years, columns)
    func bandBoundariesAreContinuous(year: Int, column: RateColumn) {
        let tariff = bundledTariff(year)
        let cent = tl("0.01")
        for (index, band) in tariff.bands.enumerated() {
            guard let bound = band.upperBound else { continue }
            let next = tariff.bands[index + 1]
            let atBound = tariff.partTwoFee(on: bound, column: column)
            expectEqual(
                atBound - tariff.partTwoFee(on: bound - cent, column: column), cent * band.percent(column) / 100)
            expectEqual(
                tariff.partTwoFee(on: bound + cent, column: column) - atBound, cent * next.percent(column) / 100)
        }
    }

    /// Whole fees (minimum and floor included) never decrease as the agreed amount grows.
    @Test(arguments: [DisputeType.labor, .commercial, .consumer])
    func wholeFeeIsMonotone(type: DisputeType) throws {
        let calculator = FeeCalculator(tariff: bundledTariff(2026))
        var previous = Decimal(0)
        for amount in Self.probeAmounts(bundledTariff(2026)) {
            let total = try calculator.fee(for: WorkedExamplesTests.agreed(type, "\(amount)")).total
            #expect(total >= previous)
            previous = total
        }
    }

    @Test(arguments: [tl("0.01"), tl("0.05"), tl("100"), tl("76200"), tl("13000.01"), tl("999999.99")], 1...7)
    func sharesAddUp(total: Decimal, count: Int) {
        let shares = Kurus.split(total, into: count)
        expectEqual(shares.count, count)
        expectEqual(shares.reduce(0, +), total)
        #expect((shares.max() ?? 0) - (shares.min() ?? 0) <= tl("0.01"))
        expectEqual(shares, shares.sorted(by: >))
    }

    /// Per-mediator parts of a real fee add up to the total: 2026, 1.000.000,01 TL with 3 mediators.
    @Test func mediatorPartsAddUp() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.agreed(.labor, "1000000.01", mediators: 3))
        expectEqual(result.perMediator.reduce(0, +), result.total)
        expectEqual(result.total, tl("84000.00"))
    }

    @Test func roundingIsHalfAwayFromZero() {
        expectEqual(DecimalRounding.minorUnits(tl("2.675")), tl("2.68"))
        expectEqual(DecimalRounding.minorUnits(tl("2.665")), tl("2.67"))
        expectEqual(DecimalRounding.minorUnits(tl("-2.665")), tl("-2.67"))
        expectEqual(DecimalRounding.minorUnits(tl("13000.0002")), tl("13000"))
    }
}
