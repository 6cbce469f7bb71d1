import Expectations
import Foundation
import TariffKit
import Testing

/// The readings the tariff text leaves open (TariffKit article "Readings"): each alternative changes the figure it
/// should, and results list the readings used.
@Suite struct ReadingsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let year: Int
        let request: FeeRequest
        let readings: FeeReadings
        let total: String
        let assumption: String
        var testDescription: String { name }
    }

    static let evictionAndDetermination = FeeRequest(
        disputeType: .tenancy,
        outcome: .agreement(
            .evictionAndRentDetermination(monthlyRent: tl("40000"), oldRent: tl("20000"), newRent: tl("30000"))))

    /// 300.000 → 150.000 a month, 2026 (issue 31): one year of the difference is 1.800.000.
    static let rentLowered = FeeRequest(
        disputeType: .tenancy, outcome: .agreement(.rentDetermination(oldRent: tl("300000"), newRent: tl("150000"))))

    static let cases: [Case] = [
        // rentDecrease: base 1.800.000 → 36.000 + 48.000 + 240.000 × 4 % = 93.600 by default; base 0 → minimum 9.000.
        Case(
            name: "rent lowered, difference", year: 2026, request: rentLowered, readings: .defaults, total: "93600",
            assumption: "rentDecrease.difference"),
        Case(
            name: "rent lowered, increase only", year: 2026, request: rentLowered,
            readings: FeeReadings(rentDecrease: .increaseOnly), total: "9000", assumption: "rentDecrease.increaseOnly"),
        // seriesMinimum: 12 labor files, 2025: 12 × 4.000 by default, 12 × 6.000 when each file keeps the minimum.
        Case(
            name: "series fee only", year: 2025, request: FeeRequest(disputeType: .labor, outcome: .series(files: 12)),
            readings: .defaults, total: "48000", assumption: "seriesMinimum.seriesFeeOnly"),
        Case(
            name: "series minimum per file", year: 2025,
            request: FeeRequest(disputeType: .labor, outcome: .series(files: 12)),
            readings: FeeReadings(seriesMinimum: .minimumPerFile), total: "72000",
            assumption: "seriesMinimum.minimumPerFile"),
        // minimumScope: 2026 labor 100.000 with 2 mediators: Part 2 (b) = 9.000; minimum 9.000 total or 2 × 9.000.
        Case(
            name: "minimum on the total", year: 2026,
            request: WorkedExamplesTests.agreed(.labor, "100000", mediators: 2),
            readings: .defaults, total: "9000", assumption: "minimumScope.total"),
        Case(
            name: "minimum per mediator", year: 2026,
            request: WorkedExamplesTests.agreed(.labor, "100000", mediators: 2),
            readings: FeeReadings(minimumScope: .perMediator), total: "18000", assumption: "minimumScope.perMediator"),
        // evictionWithDetermination: 26-17 with the alternatives: combined base 360.000 × 6 % = 21.600; minimum each part 14.400 + 9.000.
        Case(
            name: "combined base", year: 2026, request: evictionAndDetermination,
            readings: FeeReadings(evictionWithDetermination: .combinedBase), total: "21600",
            assumption: "evictionWithDetermination.combinedBase"),
        Case(
            name: "minimum each part", year: 2026, request: evictionAndDetermination,
            readings: FeeReadings(evictionWithDetermination: .minimumEachPart), total: "23400",
            assumption: "evictionWithDetermination.minimumEachPart"),
        // nonMonetaryMinimum: a 1-hour non-monetary family agreement, 2026: 9.000 minimum by default, else the 2-hour fee 4.000.
        Case(
            name: "non-monetary minimum applies", year: 2026,
            request: FeeRequest(disputeType: .family, outcome: .agreement(.nonMonetary(hours: 1))),
            readings: .defaults, total: "9000", assumption: "nonMonetaryMinimum.applies"),
        Case(
            name: "non-monetary minimum not applied", year: 2026,
            request: FeeRequest(disputeType: .family, outcome: .agreement(.nonMonetary(hours: 1))),
            // Family mediation is voluntary: the two-hour floor of HUAK 18/A(12) (dava şartı only) does not apply.
            readings: FeeReadings(nonMonetaryMinimum: .notApplied), total: "2000",
            assumption: "nonMonetaryMinimum.notApplied"),
        // fractionalHours: 2,5 hours of a voluntary family mediation without agreement, 2026 (2.000 TL/hour for 2 persons).
        Case(
            name: "pro rata hours", year: 2026,
            request: FeeRequest(disputeType: .family, outcome: .noAgreement(hours: 2.5)),
            readings: .defaults, total: "5000", assumption: "fractionalHours.proRata"),
        Case(
            name: "hours rounded up", year: 2026,
            request: FeeRequest(disputeType: .family, outcome: .noAgreement(hours: 2.5)),
            readings: FeeReadings(fractionalHours: .roundUp), total: "6000", assumption: "fractionalHours.roundUp"),
    ]

    /// Whole hours need no fractional-hours reading: it is not listed (issue 31: "Kesirli saatler oranlanarak…"
    /// was printed for 3 hours).
    @Test func wholeHoursListNoFractionalReading() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: FeeRequest(disputeType: .family, outcome: .noAgreement(hours: 3)))
        expectEqual(result.total, 6_000)
        #expect(!result.assumptions.contains { $0.hasPrefix("fractionalHours.") })
    }

    @Test(arguments: cases)
    func reading(_ item: Case) throws {
        let result = try FeeCalculator(tariff: bundledTariff(item.year), readings: item.readings).fee(for: item.request)
        expectEqual(result.total, tl(item.total))
        #expect(result.assumptions.contains(item.assumption))
        #expect(result.assumptions.contains("rounding.halfUpAtEnd"))
    }

    /// partySplit: 25-17's parties' 2.350,00 split per person (4 × 587,50) or per side (2 × 1.175,00).
    @Test func partySplit() throws {
        let request = WorkedExamplesTests.mandatoryNoAgreement(.commercial, persons: 4, hours: "3")
        let perPerson = try FeeCalculator(tariff: bundledTariff(2025)).fee(for: request)
        expectEqual(perPerson.partyShares.map(\.share), Array(repeating: tl("587.50"), count: 4))
        #expect(perPerson.assumptions.contains("partySplit.perPerson"))
        let perSide = try FeeCalculator(tariff: bundledTariff(2025), readings: FeeReadings(partySplit: .perSide))
            .fee(for: request)
        expectEqual(perSide.partyShares.map(\.share), [tl("1175"), tl("1175")])
    }

    /// 26-27: the consumer (first party) pays 2.500,00 of a 4.500,00 share; the business its full 4.500,00.
    @Test func consumerShares() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.mandatoryConsumer("14000"))
        expectEqual(result.partyShares[0].paidByState, tl("2000"))
        expectEqual(result.partyShares[0].paidByParty, tl("2500"))
        expectEqual(result.partyShares[1].paidByParty, tl("4500"))
        expectEqual(result.partiesPay, tl("7000"))
        #expect(result.breakdown.contains { $0.kind == .consumerShare && $0.article.contains("73/A") })
    }

    /// The consumer cap with 4 persons, 2026, 14.000 agreed (9.000, shares of 2.250): one party's part of the
    /// two-hour fee 2 × 2.200 ÷ 4 = 1.100; the whole two-hour fee 4.400 (capped by the share, 2.250); the two-person
    /// rate whatever the count, 2 × 1.000 = 2.000 (issue 31: DENKLEM's plan reading, named).
    @Test(arguments: [
        (FeeReadings.ConsumerCap.perPartyTwoHours, "1100"), (.totalTwoHours, "2250"), (.twoPersonRate, "2000"),
    ])
    func consumerCapWithFourPersons(_ cap: FeeReadings.ConsumerCap, _ paid: String) throws {
        let request = FeeRequest(
            disputeType: .consumer, outcome: .agreement(.amount(14000)), persons: 4, isMandatory: true)
        let result = try FeeCalculator(tariff: bundledTariff(2026), readings: FeeReadings(consumerCap: cap))
            .fee(for: request)
        expectEqual(result.partyShares[0].paidByState, tl(paid))
        expectEqual(result.statePays, tl(paid))
        #expect(result.assumptions.contains("consumerCap.\(cap.rawValue)"))
    }

    /// With several mediators in a mandatory mediation, the two-hour floor's scope is an assumption line that
    /// follows `minimumScope` (issue 31: it was applied to the total with no line); one mediator needs no line.
    @Test func twoHourFloorScopeIsListed() throws {
        let mandatory = FeeRequest(
            disputeType: .labor, outcome: .agreement(.amount(100000)), mediators: 2, isMandatory: true)
        let two = try FeeCalculator(tariff: bundledTariff(2026)).fee(for: mandatory)
        #expect(two.assumptions.contains("twoHourFloor.total"))
        let perMediator = try FeeCalculator(
            tariff: bundledTariff(2026), readings: FeeReadings(minimumScope: .perMediator)
        )
        .fee(for: mandatory)
        #expect(perMediator.assumptions.contains("twoHourFloor.perMediator"))
        let one = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: FeeRequest(disputeType: .labor, outcome: .agreement(.amount(100000)), isMandatory: true))
        #expect(!one.assumptions.contains { $0.hasPrefix("twoHourFloor.") })
        let voluntary = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.agreed(.labor, "100000", mediators: 2))
        #expect(!voluntary.assumptions.contains { $0.hasPrefix("twoHourFloor.") })
        let text = TariffTextStyle(language: .english).assumption("twoHourFloor.total")
        #expect(text.contains("two-hour floor") && text.contains("18/A(12)"))
    }

    /// TKHK 73/A(3) pays for dava şartı mediation only: a voluntary consumer mediation is paid by the parties
    /// (issue 31 item 2: "Bakanlık öder 2.000,00" was printed for `--voluntary`).
    @Test func voluntaryConsumerMediationHasNoStatePayment() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.agreed(.consumer, "14000"))
        expectEqual(result.statePays, 0)
        expectEqual(result.partiesPay, tl("9000"))
        #expect(!result.breakdown.contains { $0.kind == .consumerShare })
    }

    @Test func settingReadingsByName() {
        var readings = FeeReadings.defaults
        let known = readings.setting("minimumScope", to: "perMediator")
        let badValue = readings.setting("minimumScope", to: "sometimes")
        let badName = readings.setting("noSuchReading", to: "total")
        #expect(known && !badValue && !badName)
        expectEqual(readings.minimumScope, .perMediator)
        #expect(FeeReadings.names.allSatisfy { FeeReadings.values(of: $0) != nil })
        expectEqual(FeeReadings.values(of: "consumerCap"), ["perPartyTwoHours", "totalTwoHours", "twoPersonRate"])
    }
}
