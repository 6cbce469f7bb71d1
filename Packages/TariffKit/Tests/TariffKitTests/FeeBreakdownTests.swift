import Expectations
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
        expectEqual(bands.map(\.amount), [tl("18000"), tl("24000"), tl("8800")])
        expectEqual(bands[2].values, [.count(3), .money(tl("220000")), .percent(4), .money(tl("8800"))])
        expectEqual(result.articles.first, Articles.partTwo)
        expectEqual(result.gazette.number, "32763")
        expectEqual(result.gazette.date, day("2024-12-25"))
    }

    /// 26-8: the multiple column (9 %, 7,5 %) and Madde 3(3).
    @Test func multipleColumn() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.agreed(.labor, "1000000", mediators: 2))
        let rates = result.breakdown.filter { $0.kind == .band }.compactMap { line -> Decimal? in
            if case .percent(let rate) = line.values[2] { return rate }
            return nil
        }
        expectEqual(rates, [9, tl("7.5")])
        #expect(result.articles.contains(Articles.partTwoMediators))
    }

    /// 25-17: state pays 2 hours, parties the third hour.
    @Test func mandatoryLines() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2025))
            .fee(for: WorkedExamplesTests.mandatoryNoAgreement(.commercial, persons: 4, hours: "3"))
        #expect(result.breakdown.first { $0.kind == .statePaysTwoHours }?.amount == tl("4700"))
        #expect(result.breakdown.first { $0.kind == .partiesPayBeyondTwoHours }?.amount == tl("2350"))
        #expect(result.articles.contains("6102 sayılı TTK md. 5/A; 6325 sayılı HUAK md. 18/A(13)"))
        #expect(!result.articles.contains { $0.contains("7036") })
        // Every party share is of the parties' part only; the state's two hours are not in any share.
        expectEqual(result.statePortion, tl("4700"))
        #expect(result.partyShares.reduce(Decimal(0)) { $0 + $1.share } == tl("2350"))
    }

    /// 26-18 under an hour: the meeting line shows the meeting (1 h × 2.260), the state line its own two hours.
    @Test(arguments: ["0", "0.5", "1", "1.5"])
    func mandatoryUnderTwoHoursLinesAreTrue(_ hours: String) throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.mandatoryNoAgreement(.labor, persons: 2, hours: hours))
        let meeting = try #require(result.breakdown.first { $0.kind == .hourly })
        expectEqual(meeting.amount, tl(hours) * 2260)
        expectEqual(meeting.values.last, .money(tl(hours) * 2260))
        let state = try #require(result.breakdown.first { $0.kind == .statePaysTwoHours })
        expectEqual(state.values, [.hours(2), .money(2260), .count(1), .money(4520)])
        expectEqual(state.article, "7036 sayılı Kanun md. 3(14)")
        expectEqual(result.total, 4520)
        expectEqual(result.statePays, 4520)
        expectEqual(result.partiesPay, 0)
    }

    /// A series splits per file: the common party pays its share of all 12 files, each counterparty only its own
    /// file's share (issue 31); the shares still add up to the total, and no line says "36.000 each".
    @Test func seriesSharesPerFileAndTotal() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: FeeRequest(disputeType: .labor, outcome: .series(files: 12)))
        expectEqual(result.perFileShares?.map(\.share), [3000, 3000])
        expectEqual(result.partyShares.map(\.share), [36000, 36000])
        #expect(result.breakdown.contains { $0.kind == .equalSharesPerFile })
        #expect(!result.breakdown.contains { $0.kind == .equalShares })
        let common = result.breakdown.first { $0.kind == .seriesCommonParty }
        expectEqual(common?.values, [.count(12), .money(3000), .money(36000), .money(3000)])
    }

    /// Rent determination with the rent unchanged: base 0, the minimum, and a note; lowered, the reading decides
    /// (issue 31): one year of the difference, (3.000 − 2.000) × 12 = 12.000 by default, or base 0.
    @Test func rentNotIncreasedGivesMinimum() throws {
        let same = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(
                for: FeeRequest(
                    disputeType: .tenancy, outcome: .agreement(.rentDetermination(oldRent: 3000, newRent: 3000))))
        expectEqual(same.total, 9000)
        #expect(same.breakdown.contains { $0.kind == .rentNotIncreased })
        #expect(!same.assumptions.contains { $0.hasPrefix("rentDecrease.") })
        let lowered = FeeRequest(
            disputeType: .tenancy, outcome: .agreement(.rentDetermination(oldRent: 3000, newRent: 2000)))
        let difference = try FeeCalculator(tariff: bundledTariff(2026)).fee(for: lowered)
        expectEqual(difference.breakdown.first?.kind, .rentDecreaseBase)
        expectEqual(difference.breakdown.first?.amount, 12000)
        let increaseOnly = try FeeCalculator(
            tariff: bundledTariff(2026), readings: FeeReadings(rentDecrease: .increaseOnly)
        )
        .fee(for: lowered)
        #expect(increaseOnly.breakdown.contains { $0.kind == .rentNotIncreased })
    }

    /// Agricultural disputes take the "other" line (Madde 8): 2026, 2 persons, 1 hour voluntary = 2.000.
    @Test func agriculturalUsesOtherLine() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: FeeRequest(disputeType: .agricultural, outcome: .noAgreement(hours: 1)))
        expectEqual(result.total, tl("2000"))
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
                disputeType: .commercial,
                outcome: .agreement(.reinstatement(compensation: 1, idleWages: 1, otherRights: 1))),
            error: .basisRequiresType(basis: "reinstatement", type: .labor)),
    ]

    @Test(arguments: badInputs)
    func badInputIsAnError(_ item: BadInput) {
        #expect(throws: item.error) { try FeeCalculator(tariff: bundledTariff(2026)).fee(for: item.request) }
    }

    /// A dava şartı file registered in error or twice, or unsuitable, owes no fee under madde 5(2).
    ///
    /// Whatever the persons and mediators; a voluntary mediation is refused (there the fee is earned, madde 4(2),
    /// 5(1)).
    @Test(arguments: NoFeeReason.allCases)
    func endedWithoutFee(_ reason: NoFeeReason) throws {
        let calculator = FeeCalculator(tariff: bundledTariff(2026))
        let result = try calculator.fee(
            for: FeeRequest(
                disputeType: .labor, outcome: .endedWithoutFee(reason), persons: 3, mediators: 2, isMandatory: true))
        #expect(result.total == 0 && result.statePays == 0 && result.partiesPay == 0)
        expectEqual(result.perMediator, [0, 0])
        expectEqual(result.breakdown.first?.article, "Tarife md. 5(2)")
        expectEqual(result.articles.first, "Tarife md. 5(2)")
        #expect(throws: TariffError.noFeeRequiresMandatory) {
            try calculator.fee(for: FeeRequest(disputeType: .family, outcome: .endedWithoutFee(reason)))
        }
    }
}
