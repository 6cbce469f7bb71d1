import Expectations
import Foundation
import TariffKit
import Testing

/// Examples worked by hand from the 2026 tariff (RG 26.12.2025/33119) and a 2024 cross-check (RG 29.12.2023/32414).
@Suite struct WorkedExamples2026Tests {
    typealias Make = WorkedExamplesTests

    static func tenancy(_ basis: AgreementBasis) -> FeeRequest {
        FeeRequest(disputeType: .tenancy, outcome: .agreement(basis))
    }

    static let examples: [FeeExample] = [
        FeeExample(id: "26-1", year: 2026, request: Make.agreed(.labor, "100000"), total: "9000", perParty: "4500"),
        FeeExample(id: "26-2", year: 2026, request: Make.agreed(.labor, "150000"), total: "9000"),
        FeeExample(id: "26-3", year: 2026, request: Make.agreed(.commercial, "200000"), total: "13000"),
        FeeExample(id: "26-4", year: 2026, request: Make.agreed(.commercial, "216666.67"), total: "13000.00"),
        FeeExample(id: "26-5", year: 2026, request: Make.agreed(.other, "600000"), total: "36000"),
        FeeExample(id: "26-6", year: 2026, request: Make.agreed(.other, "600001"), total: "36000.05"),
        FeeExample(id: "26-7", year: 2026, request: Make.agreed(.labor, "1000000"), total: "56000", perParty: "28000"),
        FeeExample(
            id: "26-8", year: 2026, request: Make.agreed(.labor, "1000000", mediators: 2), total: "84000",
            perMediator: "42000"),
        FeeExample(
            id: "26-8 (3 mediators)", year: 2026, request: Make.agreed(.labor, "1000000", mediators: 3),
            total: "84000", perMediator: "28000"),
        FeeExample(
            id: "26-9", year: 2026, request: Make.agreed(.commercial, "2000000", mediators: 2), total: "152400",
            perMediator: "76200"),
        FeeExample(id: "26-10", year: 2026, request: Make.agreed(.other, "1560000"), total: "84000"),
        FeeExample(id: "26-11", year: 2026, request: Make.agreed(.other, "5000000"), total: "202800"),
        FeeExample(id: "26-12", year: 2026, request: Make.agreed(.other, "53040000"), total: "864000"),
        FeeExample(id: "26-13", year: 2026, request: Make.agreed(.other, "60000000"), total: "898800"),
        FeeExample(id: "26-14", year: 2026, request: tenancy(.eviction(monthlyRent: tl("40000"))), total: "14400"),
        FeeExample(id: "26-15", year: 2026, request: tenancy(.eviction(monthlyRent: tl("20000"))), total: "9000"),
        FeeExample(
            id: "26-16", year: 2026, request: tenancy(.rentDetermination(oldRent: tl("20000"), newRent: tl("30000"))),
            total: "9000"),
        FeeExample(
            id: "26-17", year: 2026,
            request: tenancy(
                .evictionAndRentDetermination(monthlyRent: tl("40000"), oldRent: tl("20000"), newRent: tl("30000"))),
            total: "21600"),
        FeeExample(
            id: "26-18", year: 2026, request: Make.mandatoryNoAgreement(.labor, persons: 2, hours: "1"),
            total: "4520", statePays: "4520"),
        FeeExample(
            id: "26-19", year: 2026, request: Make.mandatoryNoAgreement(.commercial, persons: 4, hours: "3"),
            total: "9600", perParty: "800", statePays: "6400"),
        FeeExample(
            id: "26-20", year: 2026, request: Make.mandatoryNoAgreement(.tenancy, persons: 12, hours: "1.75"),
            total: "5480", statePays: "5480"),
        FeeExample(
            id: "26-21 (agreement)", year: 2026,
            request: FeeRequest(disputeType: .family, outcome: .agreement(.nonMonetary(hours: 3)), mediators: 2),
            total: "12000", perMediator: "6000"),
        FeeExample(
            id: "26-21 (no agreement)", year: 2026,
            request: FeeRequest(disputeType: .family, outcome: .noAgreement(hours: 3), mediators: 2),
            total: "12000", perMediator: "6000", perParty: "6000"),
        FeeExample(
            id: "26-22", year: 2026, request: FeeRequest(disputeType: .labor, outcome: .series(files: 12)),
            total: "72000", perParty: "3000"),
        FeeExample(
            id: "26-23", year: 2026, request: FeeRequest(disputeType: .commercial, outcome: .series(files: 10)),
            total: "75000"),
        FeeExample(
            id: "26-25", year: 2026,
            request: FeeRequest(
                disputeType: .labor,
                outcome: .agreement(
                    .reinstatement(compensation: tl("200000"), idleWages: tl("200000"), otherRights: tl("50000")))),
            total: "27000"),
        FeeExample(
            id: "26-26", year: 2026, request: Make.agreed(.commercial, "50000", persons: 11), total: "13000"),
        FeeExample(
            id: "26-27", year: 2026, request: WorkedExamplesTests.mandatoryConsumer("14000"), total: "9000",
            perParty: "4500",
            statePays: "2000"),
        FeeExample(
            id: "26-27 (total two-hour cap)", year: 2026, request: WorkedExamplesTests.mandatoryConsumer("14000"),
            total: "9000",
            perParty: "4500", statePays: "4000", readings: FeeReadings(consumerCap: .totalTwoHours)),
    ]

    @Test(arguments: examples)
    func example2026(_ example: FeeExample) throws {
        try WorkedExamplesTests().check(example)
    }

    /// 26-24: nine files are not a series; each file is priced normally (9.000,00 minimum).
    @Test func nineFilesAreNotASeries() throws {
        let calculator = FeeCalculator(tariff: bundledTariff(2026))
        #expect(throws: TariffError.seriesBelowThreshold(files: 9, threshold: 10)) {
            try calculator.fee(for: FeeRequest(disputeType: .labor, outcome: .series(files: 9)))
        }
        #expect(try calculator.fee(for: Make.agreed(.labor, "50000")).total == tl("9000"))
    }

    /// The 2024 cross-check: 1.000.000 TL → 47.200,00 (the mihci.av.tr, artukhukukburosu.com and mgc.com.tr
    /// calculators), 23.600,00 per party (mgc.com.tr).
    @Test func crossCheck2024() {
        let tariff = bundledTariff(2024)
        let fee = tariff.partTwoFee(on: tl("1000000"), column: .single)
        expectEqual(fee, tl("47200"))
        expectEqual(Kurus.split(fee, into: 2), [tl("23600"), tl("23600")])
        #expect(tariff.isPartial)
    }

    /// The 2024 data lacks the minimum fees, so a full agreement fee is a clear error, not a guess.
    @Test func partial2024MissingFigureIsAnError() {
        #expect(throws: TariffError.missingTariffFigure(year: 2024, figure: "minimumFees.general")) {
            try FeeCalculator(tariff: bundledTariff(2024)).fee(for: Make.agreed(.labor, "1000000"))
        }
        #expect(throws: TariffError.missingTariffFigure(year: 2024, figure: "hourlyRates.partition")) {
            try FeeCalculator(tariff: bundledTariff(2024))
                .fee(for: FeeRequest(disputeType: .partition, outcome: .noAgreement(hours: 2)))
        }
    }
}
