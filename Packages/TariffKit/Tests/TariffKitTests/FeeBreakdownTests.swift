import Foundation
import TariffKit
import Testing

/// The breakdown carries bands with base, rate and fee, the articles and the tariff's publication data.
@Suite struct FeeBreakdownTests {
    /// 25-7: 18.000 + 24.000 + 8.800 = 50.800 over three bands.
    @Test func bandsOf25dash7() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2025)).fee(
            for: WorkedExamplesTests.agreed(.labor, "1000000"))
        let bands = result.breakdown.filter { $0.kind == .band }
        #expect(bands.map(\.amount) == [tl("18000"), tl("24000"), tl("8800")])
        #expect(bands[2].values == [.count(3), .money(tl("220000")), .percent(4), .money(tl("8800"))])
        #expect(result.articles.first == Articles.partTwo)
        #expect(result.gazette.number == "32763")
        #expect(result.gazette.date == day("2024-12-25"))
    }

    /// 26-8: the multiple column (9 %, 7,5 %) and Madde 3(3).
    @Test func multipleColumn() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.agreed(.labor, "1000000", mediators: 2))
        let rates = result.breakdown.filter { $0.kind == .band }.compactMap { line -> Decimal? in
            if case .percent(let rate) = line.values[2] { return rate }
            return nil
        }
        #expect(rates == [9, tl("7.5")])
        #expect(result.articles.contains(Articles.partTwoMediators))
    }

    /// 25-17: state pays 2 hours, parties the third hour.
    @Test func mandatoryLines() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2025))
            .fee(for: WorkedExamplesTests.mandatoryNoAgreement(.commercial, persons: 4, hours: "3"))
        #expect(result.breakdown.first { $0.kind == .statePaysTwoHours }?.amount == tl("4700"))
        #expect(result.breakdown.first { $0.kind == .partiesPayBeyondTwoHours }?.amount == tl("2350"))
        #expect(result.articles.contains(Articles.mandatoryTwoHours))
    }

    /// Agricultural disputes take the "other" line (Madde 8): 2026, 2 persons, 1 hour voluntary = 2.000.
    @Test func agriculturalUsesOtherLine() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: FeeRequest(disputeType: .agricultural, outcome: .noAgreement(hours: 1)))
        #expect(result.total == tl("2000"))
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let request: FeeRequest
        let error: TariffError
        var testDescription: String { "\(error)" }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            request: WorkedExamplesTests.agreed(.labor, "0"), error: .amountNotPositive(input: "agreed", value: 0)),
        BadInput(
            request: WorkedExamplesTests.agreed(.labor, "-5"), error: .amountNotPositive(input: "agreed", value: -5)),
        BadInput(request: WorkedExamplesTests.agreed(.labor, "1000", persons: 1), error: .tooFewPersons(1)),
        BadInput(request: WorkedExamplesTests.agreed(.labor, "1000", mediators: 0), error: .tooFewMediators(0)),
        BadInput(
            request: FeeRequest(disputeType: .labor, outcome: .noAgreement(hours: 0)), error: .hoursNotPositive(0)),
        BadInput(
            request: FeeRequest(disputeType: .labor, outcome: .agreement(.eviction(monthlyRent: 1000))),
            error: .basisRequiresType(basis: "eviction", type: .tenancy)),
        BadInput(
            request: FeeRequest(
                disputeType: .tenancy, outcome: .agreement(.rentDetermination(oldRent: 3000, newRent: 2000))),
            error: .newRentNotAboveOld(oldRent: 3000, newRent: 2000)),
        BadInput(
            request: FeeRequest(
                disputeType: .commercial,
                outcome: .agreement(.reinstatement(compensation: 1, idleWages: 1, otherRights: 1))),
            error: .basisRequiresType(basis: "reinstatement", type: .labor)),
    ]

    @Test(arguments: badInputs)
    func badInputIsAnError(_ item: BadInput) {
        #expect(throws: item.error) { try FeeCalculator(tariff: bundledTariff(2026)).fee(for: item.request) }
    }
}
