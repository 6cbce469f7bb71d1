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

    @Test func pinnedReceipt() throws {
        let text = try Self.json(Self.receipt())
        let pinned = [
            #"{"gross":10000,"incomeTaxWithholding":2000,"payer":"company","vat":2000,"vatWithholding":1000"#,
            #","vatWithholdingRate":{"denominator":10,"numerator":5}}"#,
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

    @Test func pinnedFee() throws {
        let text = try Self.json(Self.fee())
        let pinned = [
            #"{"articles":["Tarife md. 7(2), Ek İkinci Kısım","Tarife md. 7(6)","Tarife md. 3(3)""#,
            #","Tarife md. 3(1)"],"assumptions":["minimumScope.total","rounding.halfUpAtEnd""#,
            #","shares.remainderToFirst"],"breakdown":[{"amount":1000000,"article":"Tarife md. 7(2)"#,
            #", Ek İkinci Kısım","kind":"agreedBase","values":[{"money":1000000}]},{"amount":54000"#,
            #","article":"Tarife md. 7(2), Ek İkinci Kısım","kind":"band","values":[{"count":1}"#,
            #",{"money":600000},{"percent":9},{"money":54000}]},{"amount":30000,"article":"Tarife md. 7(2)"#,
            #", Ek İkinci Kısım","kind":"band","values":[{"count":2},{"money":400000},{"percent":7.5}"#,
            #",{"money":30000}]},{"amount":84000,"article":"Tarife md. 7(2), Ek İkinci Kısım""#,
            #","kind":"partTwoFee","values":[{"money":1000000},{"money":84000}]},{"article":"Tarife md. 7(6)""#,
            #","kind":"minimumBelowFee","values":[{"money":13000}]},{"amount":84000"#,
            #","article":"Tarife md. 3(3)","kind":"mediatorsShareFee","values":[{"count":2},{"money":84000}"#,
            #",{"money":42000}]},{"amount":42000,"article":"Tarife md. 3(1)","kind":"equalShares""#,
            #","values":[{"money":84000},{"count":2},{"money":42000}]}],"disputeType":"commercial""#,
            #","gazette":{"date":"2025-12-26","number":"33119""#,
            #","url":"https:\/\/www.resmigazete.gov.tr\/eskiler\/2025\/12\/20251226-3.htm"},"partiesPay":84000"#,
            #","partyShares":[{"paidByState":0,"share":42000},{"paidByState":0,"share":42000}]"#,
            #","perMediator":[42000,42000],"statePays":0,"statePortion":0,"tariffYear":2026,"total":84000}"#,
        ].joined()
        expectEqual(text, pinned)
    }

    @Test func vatWithholdingIsCheckedWhenBuiltOrRead() throws {
        #expect(try VATWithholding(numerator: 2, denominator: 10).description == "2/10")
        #expect(throws: TariffError.self) { try VATWithholding(numerator: 11, denominator: 10) }
        #expect(throws: TariffError.self) { try VATWithholding(numerator: 1, denominator: 0) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(VATWithholding.self, from: Data(#"{"numerator":3,"denominator":2}"#.utf8))
        }
    }
}
