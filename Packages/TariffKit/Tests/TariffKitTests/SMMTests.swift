import Expectations
import Foundation
import TariffKit
import Testing

/// SMM examples worked by hand under GVK madde 94 and 20 % KDV, every row, forward and inverse.
@Suite struct SMMTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let payer: SMMPayer
        let vatWithholding: String?
        let figures: [String]  // B, S, K, KT, N, X, payer cost
        var testDescription: String { name }
    }

    static let table: [Row] = [
        Row(
            name: "2026 labor, Başsavcılık pays 2 h", payer: .company, vatWithholding: nil,
            figures: ["4520", "904", "904", "0", "3616", "4520", "5424"]),
        Row(
            name: "same with 5/10 KDV withholding", payer: .company, vatWithholding: "5/10",
            figures: ["4520", "904", "904", "452", "3616", "4068", "5424"]),
        Row(
            name: "company's half of 56.000", payer: .company, vatWithholding: nil,
            figures: ["28000", "5600", "5600", "0", "22400", "28000", "33600"]),
        Row(
            name: "worker's half of 56.000", payer: .person, vatWithholding: nil,
            figures: ["28000", "0", "5600", "0", "28000", "33600", "33600"]),
        Row(
            name: "minimum fee, company pays all", payer: .company, vatWithholding: nil,
            figures: ["9000", "1800", "1800", "0", "7200", "9000", "10800"]),
        Row(
            name: "gross-up from net 8.000", payer: .company, vatWithholding: nil,
            figures: ["10000", "2000", "2000", "0", "8000", "10000", "12000"]),
    ]

    static func lines(_ receipt: SMMReceipt) -> [Decimal] {
        [
            receipt.gross, receipt.incomeTaxWithholding, receipt.vat, receipt.vatWithholding, receipt.net,
            receipt.cashReceived, receipt.payerTotal,
        ]
    }

    @Test(arguments: table)
    func forward(_ row: Row) throws {
        let withholding = try row.vatWithholding.map { (text) throws(TariffError) in try VATWithholding(parsing: text) }
        let receipt = try SMMCalculator().receipt(
            gross: tl(row.figures[0]), payer: row.payer, vatWithholding: withholding)
        expectEqual(Self.lines(receipt), row.figures.map(tl))
    }

    @Test(arguments: table)
    func inverseFromNetAndCash(_ row: Row) throws {
        let withholding = try row.vatWithholding.map { (text) throws(TariffError) in try VATWithholding(parsing: text) }
        let calculator = SMMCalculator()
        let fromNet = try calculator.receipt(net: tl(row.figures[4]), payer: row.payer, vatWithholding: withholding)
        expectEqual(Self.lines(fromNet), row.figures.map(tl))
        let fromCash = try calculator.receipt(
            cashReceived: tl(row.figures[5]), payer: row.payer, vatWithholding: withholding)
        expectEqual(Self.lines(fromCash), row.figures.map(tl))
    }

    /// A net that needs a fraction of a kuruş of gross: the smallest gross reproducing the net exactly.
    @Test func inverseHitsTheNetExactly() throws {
        let receipt = try SMMCalculator().receipt(net: tl("8000.01"), payer: .company)
        expectEqual(receipt.net, tl("8000.01"))
        expectEqual(receipt.gross, tl("10000.01"))
    }

    @Test(arguments: ["5/10", "2/10", "10/10", "1/2"])
    func validWithholding(text: String) throws {
        #expect(try VATWithholding(parsing: text).description == text)
    }

    @Test(arguments: ["", "5", "5/", "/10", "11/10", "0/10", "5/11", "a/b", "5/10/2", "-5/10"])
    func invalidWithholding(text: String) {
        #expect(throws: TariffError.invalidVATWithholding(text)) { try VATWithholding(parsing: text) }
    }

    @Test func nonPositiveAmounts() {
        #expect(throws: TariffError.amountNotPositive(input: "gross", value: 0)) {
            try SMMCalculator().receipt(gross: 0, payer: .person)
        }
        #expect(throws: TariffError.amountNotPositive(input: "net", value: -1)) {
            try SMMCalculator().receipt(net: -1, payer: .person)
        }
    }
}

/// One receipt per payer (HUAK 18/A(13), 7036 madde 3(14); GVK madde 94).
@Suite struct PayerReceiptTests {
    /// The state's receipt: the two-hour fee paid by the Başsavcılık (HUAK 18/A(13), GVK madde 94).
    ///
    /// #12: 2026 labor, 2 persons, state pays T = 4.520: gross 3.766,67; KDV 753,33; stopaj 753,33; paid 3.766,67;
    /// no tevkifat (below 12.000). #13: 2025, T = 3.140: gross 2.616,67; KDV 523,33; stopaj 523,33; paid 2.616,67.
    @Test(arguments: [
        (2026, "4520", "3766.67", "753.33"), (2025, "3140", "2616.67", "523.33"),
    ])
    func stateReceipt(year: Int, total: String, gross: String, tax: String) throws {
        let result = try FeeCalculator(tariff: bundledTariff(year))
            .fee(for: WorkedExamplesTests.mandatoryNoAgreement(.labor, persons: 2, hours: "1"))
        expectEqual(result.statePays, tl(total))
        let receipts = try PayerReceipt.receipts(for: result, kinds: [], stateReading: .vatIncluded, year: year)
        expectEqual(receipts.count, 1)
        let receipt = try #require(receipts.first?.receipt)
        expectEqual(receipts.first?.payer, .state)
        expectEqual(receipt.gross, tl(gross))
        expectEqual(receipt.vat, tl(tax))
        expectEqual(receipt.incomeTaxWithholding, tl(tax))
        expectEqual(receipt.vatWithholding, 0)
        expectEqual(receipt.cashReceived, tl(gross))
        expectEqual(receipt.payerTotal, tl(total))
    }

    /// Parties pay their part as gross fees, withholding only when a company pays.
    @Test func partyReceipts() throws {
        let result = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: WorkedExamplesTests.mandatoryNoAgreement(.commercial, persons: 2, hours: "3"))
        let receipts = try PayerReceipt.receipts(
            for: result, kinds: [.company, .person], stateReading: .vatIncluded, year: 2026)
        expectEqual(receipts.map(\.payer), [.party(1, .company), .party(2, .person), .state])
        expectEqual(receipts[0].receipt.incomeTaxWithholding, 300)
        expectEqual(receipts[1].receipt.incomeTaxWithholding, 0)
    }

    /// Each mediator issues his own receipts: with two mediators each payer gets two receipts of half, the state's
    /// part too (issue 31 item 3: 2 × 21.000, not one of 42.000; 2 × 2.260 for the state, not one of 4.520).
    @Test func oneReceiptPerPayerPerMediator() throws {
        let agreed = try FeeCalculator(tariff: bundledTariff(2026))
            .fee(for: FeeRequest(disputeType: .commercial, outcome: .agreement(.amount(1_000_000)), mediators: 2))
        let receipts = try PayerReceipt.receipts(
            for: agreed, kinds: [.company, .person], stateReading: .vatIncluded, year: 2026)
        expectEqual(receipts.map(\.mediator), [1, 1, 2, 2])
        expectEqual(receipts.map(\.receipt.gross), [21_000, 21_000, 21_000, 21_000])
        var request = WorkedExamplesTests.mandatoryNoAgreement(.labor, persons: 2, hours: "1")
        request.mediators = 2
        let state = try PayerReceipt.receipts(
            for: try FeeCalculator(tariff: bundledTariff(2026)).fee(for: request), kinds: [],
            stateReading: .vatIncluded, year: 2026)
        expectEqual(state.map(\.payer), [.state, .state])
        expectEqual(state.map(\.receipt.payerTotal), [4_520, 4_520])
    }

    /// VUK 232: 12.000 in 2026; tevkifat only above it.
    @Test func threshold() {
        expectEqual(VATWithholdingThreshold.applies(toVATIncluded: 12_000, year: 2026), false)
        expectEqual(VATWithholdingThreshold.applies(toVATIncluded: 12_000.01, year: 2026), true)
        expectEqual(VATWithholdingThreshold.applies(toVATIncluded: 9_900.01, year: 2025), true)
        #expect(VATWithholdingThreshold.applies(toVATIncluded: 1, year: 2030) == nil)
    }
}
