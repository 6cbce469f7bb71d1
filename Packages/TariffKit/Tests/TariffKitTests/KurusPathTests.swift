import Expectations
import Foundation
import TariffKit
import Testing

/// The integer path gives exactly the `Decimal` path's total, for every year, type, column and reading.
@Suite struct KurusPathTests {
    static let amounts: [Int64] = {
        var values: [Int64] = [1, 99, 100, 1_500_000, 9_000_000, 21_666_667, 29_999_999, 30_000_000, 30_000_001]
        for bound: Int64 in [
            300_000, 600_000, 780_000, 1_560_000, 3_120_000, 6_240_000, 15_600_000, 26_520_000, 53_040_000,
        ] {
            values += [bound * 100 - 1, bound * 100, bound * 100 + 1]
        }
        values += (1...40).map { Int64($0) * Int64($0) * 7_919_113 + Int64($0) }
        return values
    }()

    @Test(arguments: [2025, 2026], [1, 2, 3])
    func matchesDecimalPath(year: Int, mediators: Int) throws {
        for readings in [FeeReadings.defaults, FeeReadings(minimumScope: .perMediator)] {
            let calculator = FeeCalculator(tariff: bundledTariff(year), readings: readings)
            for type in [DisputeType.labor, .commercial, .partition, .consumer] {
                for kurus in Self.amounts {
                    let request = FeeRequest(
                        disputeType: type, outcome: .agreement(.amount(Decimal(kurus) / 100)), persons: 11,
                        mediators: mediators)
                    let expected = try calculator.fee(for: request).total * 100
                    let fast = try calculator.agreementTotalInKurus(
                        agreedKurus: kurus, type: type, persons: 11, mediators: mediators)
                    expectEqual(Decimal(fast), expected, "\(year) \(type) \(kurus) × \(mediators)")
                }
            }
        }
    }

    @Test func errorsAreTheDecimalPathErrors() {
        let calculator = FeeCalculator(tariff: bundledTariff(2026))
        #expect(throws: TariffError.tooFewPersons(1)) {
            try calculator.agreementTotalInKurus(agreedKurus: 100, type: .labor, persons: 1)
        }
        #expect(throws: TariffError.amountNotPositive(input: "agreed", value: 0)) {
            try calculator.agreementTotalInKurus(agreedKurus: 0, type: .labor)
        }
        #expect(throws: TariffError.missingTariffFigure(year: 2024, figure: "minimumFees.general")) {
            try FeeCalculator(tariff: bundledTariff(2024)).agreementTotalInKurus(agreedKurus: 100, type: .labor)
        }
    }

    @Test func worked25dash8InKurus() throws {
        let total = try FeeCalculator(tariff: bundledTariff(2025))
            .agreementTotalInKurus(agreedKurus: 100_000_000, type: .labor, mediators: 2)
        expectEqual(total, 7_620_000)
    }
}
