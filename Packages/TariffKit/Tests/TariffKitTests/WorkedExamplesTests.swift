import Expectations
import Foundation
import TariffKit
import Testing

/// Examples worked by hand from the 2025 (RG 25.12.2024/32763) and 2026 (RG 26.12.2025/33119) tariffs, exact to the
/// kuruş.
@Suite struct WorkedExamplesTests {
    static func agreed(_ type: DisputeType, _ amount: String, mediators: Int = 1, persons: Int = 2) -> FeeRequest {
        FeeRequest(disputeType: type, outcome: .agreement(.amount(tl(amount))), persons: persons, mediators: mediators)
    }

    /// A consumer agreement in dava şartı mediation (TKHK 73/A), where the state pays the consumer's share.
    static func mandatoryConsumer(_ amount: String) -> FeeRequest {
        FeeRequest(disputeType: .consumer, outcome: .agreement(.amount(tl(amount))), isMandatory: true)
    }

    static func mandatoryNoAgreement(_ type: DisputeType, persons: Int, hours: String) -> FeeRequest {
        FeeRequest(disputeType: type, outcome: .noAgreement(hours: tl(hours)), persons: persons, isMandatory: true)
    }

    static let examples2025: [FeeExample] = [
        FeeExample(id: "25-1", year: 2025, request: agreed(.labor, "90000"), total: "6000", perParty: "3000"),
        FeeExample(id: "25-2", year: 2025, request: agreed(.labor, "100000"), total: "6000"),
        FeeExample(id: "25-3", year: 2025, request: agreed(.commercial, "140000"), total: "9000"),
        FeeExample(id: "25-4", year: 2025, request: agreed(.other, "300000"), total: "18000"),
        FeeExample(id: "25-5", year: 2025, request: agreed(.other, "300001"), total: "18000.05"),
        FeeExample(id: "25-6", year: 2025, request: agreed(.other, "780000"), total: "42000"),
        FeeExample(id: "25-7", year: 2025, request: agreed(.labor, "1000000"), total: "50800", perParty: "25400"),
        FeeExample(
            id: "25-8", year: 2025, request: agreed(.labor, "1000000", mediators: 2), total: "76200",
            perMediator: "38100"),
        FeeExample(id: "25-9", year: 2025, request: agreed(.commercial, "26520000"), total: "432000"),
        FeeExample(id: "25-10", year: 2025, request: agreed(.commercial, "30000000"), total: "449400"),
        FeeExample(id: "25-11", year: 2025, request: agreed(.commercial, "5000000"), total: "157600"),
        FeeExample(
            id: "25-12", year: 2025, request: agreed(.commercial, "2000000", mediators: 2), total: "129600",
            perMediator: "64800"),
        FeeExample(
            id: "25-13", year: 2025,
            request: FeeRequest(disputeType: .tenancy, outcome: .agreement(.eviction(monthlyRent: tl("25000")))),
            total: "9000"),
        FeeExample(
            id: "25-14", year: 2025,
            request: FeeRequest(disputeType: .tenancy, outcome: .agreement(.eviction(monthlyRent: tl("10000")))),
            total: "6000"),
        FeeExample(
            id: "25-15", year: 2025,
            request: FeeRequest(
                disputeType: .tenancy,
                outcome: .agreement(.rentDetermination(oldRent: tl("15000"), newRent: tl("25000")))),
            total: "7200"),
        FeeExample(
            id: "25-16", year: 2025, request: mandatoryNoAgreement(.labor, persons: 2, hours: "1.5"), total: "3140",
            statePays: "3140"),
        FeeExample(
            id: "25-17", year: 2025, request: mandatoryNoAgreement(.commercial, persons: 4, hours: "3"),
            total: "7050", perParty: "587.50", statePays: "4700"),
        FeeExample(
            id: "25-18", year: 2025, request: mandatoryNoAgreement(.tenancy, persons: 12, hours: "1"), total: "3900",
            statePays: "3900"),
        FeeExample(
            id: "25-19", year: 2025, request: mandatoryNoAgreement(.partition, persons: 2, hours: "1"),
            total: "3600", statePays: "3600"),
        FeeExample(
            id: "25-20", year: 2025, request: FeeRequest(disputeType: .labor, outcome: .series(files: 12)),
            total: "48000", perParty: "2000"),
        FeeExample(
            id: "25-21", year: 2025, request: FeeRequest(disputeType: .commercial, outcome: .series(files: 10)),
            total: "50000"),
        FeeExample(
            id: "25-22", year: 2025,
            request: FeeRequest(
                disputeType: .labor,
                outcome: .agreement(
                    .reinstatement(compensation: tl("100000"), idleWages: tl("80000"), otherRights: tl("20000")))),
            total: "12000"),
    ]

    @Test(arguments: examples2025)
    func example2025(_ example: FeeExample) throws {
        try check(example)
    }

    func check(_ example: FeeExample) throws {
        let result = try FeeCalculator(tariff: bundledTariff(example.year), readings: example.readings)
            .fee(for: example.request)
        expectEqual(result.tariffYear, example.year)
        expectEqual(result.total, tl(example.total))
        expectEqual(result.statePays, tl(example.statePays))
        expectEqual(result.partiesPay, tl(example.total) - tl(example.statePays))
        if let perMediator = example.perMediator {
            expectEqual(result.perMediator, Array(repeating: tl(perMediator), count: example.request.mediators))
        }
        if let perParty = example.perParty {
            // A series' worked example gives the share of one file.
            expectEqual((result.perFileShares ?? result.partyShares).first?.share, tl(perParty))
        }
    }
}
