import Expectations
import Foundation
import TariffKit
import Testing

/// Results travel as JSON: each round-trips unchanged, and one example of each is pinned to the byte.
@Suite struct CodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(try json(value).utf8))
    }

    static let calendar = (try? HolidayCalendar.bundled()) ?? HolidayCalendar(holidays: [], coveredYears: [])

    /// A labor file assigned on 2026-04-02: the three weeks end on 23 April, a holiday (Ulusal Egemenlik ve Çocuk
    /// Bayramı, 2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun).
    static func deadline() throws -> DeadlineResult {
        try DeadlineResult(type: .labor, assigned: day("2026-04-02"), calendar: calendar)
    }

    static func fee() throws -> FeeResult {
        let request = FeeRequest(disputeType: .commercial, outcome: .agreement(.amount(tl("1000000"))), mediators: 2)
        return try FeeCalculator(tariff: bundledTariff(2026)).fee(for: request)
    }

    static func receipt() throws -> SMMReceipt {
        try SMMCalculator().receipt(
            gross: tl("10000"), payer: .company, vatWithholding: VATWithholding(numerator: 5, denominator: 10))
    }

    @Test func resultsRoundTrip() throws {
        let fee = try Self.fee()
        #expect(try Self.roundTrip(fee) == fee)
        let deadline = try Self.deadline()
        #expect(try Self.roundTrip(deadline) == deadline)
        let receipt = try Self.receipt()
        #expect(try Self.roundTrip(receipt) == receipt)
        let attorney = try AttorneyFeeCalculator(tariff: AttorneyTariffs.tariff2026).fee(
            for: .tenancy(claims: [tl("350000"), tl("120000.5")]))
        #expect(try Self.roundTrip(attorney) == attorney)
        let date = day("2026-02-28")
        #expect(try Self.roundTrip(date) == date)
        for status in [
            DayStatus.workingDay, .weekend, .holiday(TextStyleTests.holiday), .halfDay(TextStyleTests.holiday),
        ] {
            #expect(try Self.roundTrip(status) == status)
        }
    }

    @Test func pinnedDate() throws {
        #expect(try Self.json([day("2026-04-24")]) == #"["2026-04-24"]"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CivilDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }

    /// Money is a decimal string with two decimals (Docs/json.md), never a JSON number; the withholding is `"5/10"`.
    @Test func pinnedReceipt() throws {
        let text = try Self.json(Self.receipt())
        let pinned = [
            #"{"cashReceived":"9000.00","gross":"10000.00","incomeTaxWithholding":"2000.00","net":"8000.00""#,
            #","payer":"company","payerTotal":"12000.00","vat":"2000.00","vatWithholding":"1000.00""#,
            #","vatWithholdingRate":"5\/10"}"#,
        ].joined()
        expectEqual(text, pinned)
    }

    @Test func pinnedDeadline() throws {
        let text = try Self.json(Self.deadline())
        let pinned = [
            #"{"assigned":"2026-04-02","deadline":{"date":"2026-04-23","holidaysKnown":true"#,
            #","status":{"holiday":{"date":"2026-04-23","isHalfDay":false"#,
            #","name":"Ulusal Egemenlik ve Çocuk Bayramı"},"kind":"holiday"},"workingDay":"2026-04-24""#,
            #","workingDayStatus":{"kind":"workingDay"}},"extendedDeadline":{"date":"2026-04-30""#,
            #","holidaysKnown":true,"status":{"kind":"workingDay"},"workingDay":"2026-04-30""#,
            #","workingDayStatus":{"kind":"workingDay"}},"rule":{"article":"7036 sayılı Kanun md. 3(10)""#,
            #","extensionWeeks":1,"type":"labor","weeks":3}}"#,
        ].joined()
        expectEqual(text, pinned)
    }

    /// `denklem fee --json`'s members: money strings (`"84000.00"`, not `84000`), `perMediator` and `mediatorShares`,
    /// each breakdown line's text (Turkish by default) and its exact values.
    @Test func pinnedFee() throws {
        let text = try Self.json(Self.fee())
        let pinned = [
            #"{"articles":["Tarife md. 7(2), Ek İkinci Kısım","Tarife md. 7(6)","Tarife md. 3(3)","Tarife md. 3(1)"]"#,
            #","assumptions":["minimumScope.total","rounding.halfUpAtEnd","shares.remainderToFirst"]"#,
            #","breakdown":[{"amount":"1000000.00","article":"Tarife md. 7(2), Ek İkinci Kısım","kind":"agreedBase""#,
            #","text":"Anlaşma bedeli: 1.000.000,00 TL","values":[{"money":"1000000.00"}]}"#,
            #",{"amount":"54000.00","article":"Tarife md. 7(2), Ek İkinci Kısım","kind":"band""#,
            #","text":"1. dilim: 600.000,00 TL × %9 = 54.000,00 TL""#,
            #","values":[{"count":1},{"money":"600000.00"},{"percent":9},{"money":"54000.00"}]}"#,
            #",{"amount":"30000.00","article":"Tarife md. 7(2), Ek İkinci Kısım","kind":"band""#,
            #","text":"2. dilim: 400.000,00 TL × %7,5 = 30.000,00 TL""#,
            #","values":[{"count":2},{"money":"400000.00"},{"percent":7.5},{"money":"30000.00"}]}"#,
            #",{"amount":"84000.00","article":"Tarife md. 7(2), Ek İkinci Kısım","kind":"partTwoFee""#,
            #","text":"1.000.000,00 TL üzerinden İkinci Kısım ücreti: 84.000,00 TL""#,
            #","values":[{"money":"1000000.00"},{"money":"84000.00"}]}"#,
            #",{"article":"Tarife md. 7(6)","kind":"minimumBelowFee""#,
            #","text":"Ücret, tarifedeki alt sınırın (13.000,00 TL) üzerinde; alt sınır uygulanmaz""#,
            #","values":[{"money":"13000.00"}]}"#,
            #",{"amount":"84000.00","article":"Tarife md. 3(3)","kind":"mediatorsShareFee""#,
            #","text":"2 arabulucu ücreti eşit paylaşır: 84.000,00 TL ÷ 2 = her birine 42.000,00 TL""#,
            #","values":[{"count":2},{"money":"84000.00"},{"money":"42000.00"}]}"#,
            #",{"amount":"42000.00","article":"Tarife md. 3(1)","kind":"equalShares""#,
            #","text":"Tarafların ödeyeceği kısım eşit bölünür: 84.000,00 TL ÷ 2 = her birine 42.000,00 TL""#,
            #","values":[{"money":"84000.00"},{"count":2},{"money":"42000.00"}]}],"disputeType":"commercial""#,
            #","gazette":{"date":"2025-12-26","number":"33119""#,
            #","url":"https:\/\/www.resmigazete.gov.tr\/eskiler\/2025\/12\/20251226-3.htm"}"#,
            #","mediatorShares":["42000.00","42000.00"],"partiesPay":"84000.00""#,
            #","partyShares":[{"paidByParty":"42000.00","paidByState":"0.00","share":"42000.00"}"#,
            #",{"paidByParty":"42000.00","paidByState":"0.00","share":"42000.00"}],"perMediator":"42000.00""#,
            #","perParty":"42000.00","statePays":"0.00","statePortion":"0.00","tariffYear":2026,"total":"84000.00"}"#,
        ].joined()
        expectEqual(text, pinned)
    }

    /// Every outcome and agreement basis, one request each.
    static let requests: [FeeRequest] = [
        FeeRequest(disputeType: .commercial, outcome: .agreement(.amount(tl("1000000.50"))), mediators: 2),
        FeeRequest(disputeType: .tenancy, outcome: .agreement(.eviction(monthlyRent: tl("40000")))),
        FeeRequest(
            disputeType: .tenancy, outcome: .agreement(.rentDetermination(oldRent: tl("20000"), newRent: tl("30000")))),
        FeeRequest(
            disputeType: .tenancy,
            outcome: .agreement(
                .evictionAndRentDetermination(monthlyRent: tl("40000"), oldRent: tl("20000"), newRent: tl("30000")))),
        FeeRequest(
            disputeType: .labor,
            outcome: .agreement(
                .reinstatement(compensation: tl("100000"), idleWages: tl("80000"), otherRights: tl("20000")))),
        FeeRequest(
            disputeType: .labor,
            outcome: .agreement(
                .reinstatementByWage(
                    monthlyWage: tl("25000.125"), compensationMonths: 4, idleMonths: 3, otherRights: 0))),
        FeeRequest(disputeType: .family, outcome: .agreement(.nonMonetary(hours: tl("2.5")))),
        FeeRequest(
            disputeType: .labor, outcome: .noAgreement(hours: 3), persons: 4, isMandatory: true, split: [60, 25, 10, 5]),
        FeeRequest(disputeType: .labor, outcome: .series(files: 12)),
        FeeRequest(disputeType: .consumer, outcome: .endedWithoutFee(.registeredTwice)),
    ]

    @Test(arguments: requests)
    func requestsRoundTrip(_ request: FeeRequest) throws {
        expectEqual(try Self.roundTrip(request), request)
    }

    /// A request in JSON: money as decimal strings (exact), the outcome and its basis as one-member objects.
    @Test func pinnedRequest() throws {
        expectEqual(
            try Self.json(Self.requests[5]),
            #"{"disputeType":"labor","mandatory":false,"mediators":1,"outcome":{"agreement":{"reinstatementByWage":"#
                + #"{"compensationMonths":4,"idleMonths":3,"monthlyWage":"25000.125","otherRights":"0.00"}}},"persons":2}"#
        )
        let read = try JSONDecoder().decode(
            FeeRequest.self, from: Data(#"{"disputeType":"labor","outcome":{"series":{"files":12}}}"#.utf8))
        expectEqual(read, Self.requests[8])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                FeeOutcome.self, from: Data(#"{"series":{"files":2},"noAgreement":{"hours":1}}"#.utf8))
        }
    }

    /// The other inputs, pinned as written and read back: an attorney request (amounts exact, one member naming the
    /// outcome), the readings by name.
    struct PinnedInput: Sendable, CustomTestStringConvertible {
        let text: String
        let rewritten: @Sendable (String) throws -> String
        var testDescription: String { text }

        static func of<T: Codable & SendableMetatype>(_ type: T.Type, _ text: String) -> PinnedInput {
            PinnedInput(text: text) { try CodableTests.json(try JSONDecoder().decode(T.self, from: Data($0.utf8))) }
        }
    }

    static let inputs: [PinnedInput] = [
        .of(AttorneyRequest.self, #"{"agreement":{"amount":"2000000.00"}}"#),
        .of(AttorneyRequest.self, #"{"nonMonetary":{"court":"asliye"}}"#),
        .of(AttorneyRequest.self, #"{"noAgreement":{"claim":"6000.125"}}"#),
        .of(AttorneyRequest.self, #"{"noAgreement":{}}"#),
        .of(AttorneyRequest.self, #"{"tenancy":{"claims":["350000.00","120000.50"]}}"#),
        .of(AttorneyReadings.self, #"{"tenancyBasis":"article16","tenancyClaims":"perClaim"}"#),
        .of(
            FeeReadings.self,
            #"{"consumerCap":"twoPersonRate","evictionWithDetermination":"separateFeesMinimumOnce","#
                + #""fractionalHours":"roundUp","minimumScope":"perMediator","nonMonetaryMinimum":"applies","#
                + #""partySplit":"perSide","rentDecrease":"difference","seriesMinimum":"seriesFeeOnly"}"#),
    ]

    @Test(arguments: inputs)
    func inputsAreWrittenAsRead(_ input: PinnedInput) throws {
        expectEqual(try input.rewritten(input.text), input.text)
    }

    /// A reading left out keeps its default; an unknown reading, value, court or outcome is refused, not guessed.
    @Test func inputsReadTheirValuesAndRefuseTheRest() throws {
        let decoder = JSONDecoder()
        expectEqual(
            try decoder.decode(FeeReadings.self, from: Data(#"{"minimumScope":"perMediator"}"#.utf8)),
            FeeReadings(minimumScope: .perMediator))
        expectEqual(
            try decoder.decode(AttorneyRequest.self, from: Data(#"{"tenancy":{"claims":["1.5"]}}"#.utf8)),
            .tenancy(claims: [tl("1.5")]))
        let refused: [(any Decodable.Type, String)] = [
            (FeeReadings.self, #"{"minimumScope":"bogus"}"#), (FeeReadings.self, #"{"noSuchReading":"total"}"#),
            (AttorneyReadings.self, #"{"tenancyBasis":"article17"}"#),
            (AttorneyRequest.self, #"{"agreement":{"amount":2000}}"#),
            (AttorneyRequest.self, #"{"agreement":{"amount":"1.00"},"tenancy":{"claims":[]}}"#),
            (AttorneyRequest.self, #"{"nonMonetary":{"court":"ceza"}}"#),
        ]
        for (type, text) in refused {
            #expect(throws: DecodingError.self, "\(text)") { _ = try decoder.decode(type, from: Data(text.utf8)) }
        }
    }

    @Test func vatWithholdingIsCheckedWhenBuiltOrRead() throws {
        #expect(try VATWithholding(numerator: 2, denominator: 10).description == "2/10")
        #expect(throws: TariffError.self) { try VATWithholding(numerator: 11, denominator: 10) }
        #expect(throws: TariffError.self) { try VATWithholding(numerator: 1, denominator: 0) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([VATWithholding].self, from: Data(#"["3/2"]"#.utf8))
        }
    }
}
