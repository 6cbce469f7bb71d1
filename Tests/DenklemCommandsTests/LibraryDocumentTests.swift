import CLIKit
import DenklemCommands
import Expectations
import Foundation
import TariffKit
import Testing

/// `denklem fee|smm|tariff --json` write TariffKit's own Codable types: the library's encoding of the same request is
/// the tool's output byte for byte (issue 35, one JSON vocabulary), and it reads back to the same value.
@Suite struct LibraryDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let request: FeeRequest
        /// The parties' kinds with `--smm`; `nil` without receipts.
        var kinds: [SMMPayer]?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["--type", "commercial", "--agreed", "1000000", "--mediators", "2"],
            request: FeeRequest(
                disputeType: .commercial, outcome: .agreement(.amount(1_000_000)), mediators: 2, isMandatory: true)),
        Case(
            arguments: ["--type", "labor", "--no-agreement", "--hours", "3", "--parties", "4", "--mandatory"],
            request: FeeRequest(disputeType: .labor, outcome: .noAgreement(hours: 3), persons: 4, isMandatory: true)),
        Case(
            arguments: ["--type", "labor", "--series", "12"],
            request: FeeRequest(disputeType: .labor, outcome: .series(files: 12))),
        Case(
            arguments: ["--type", "labor", "--agreed", "333333.33", "--mediators", "3"],
            request: FeeRequest(
                disputeType: .labor, outcome: .agreement(.amount(Decimal(string: "333333.33") ?? 0)), mediators: 3,
                isMandatory: true)),
        Case(
            arguments: [
                "--type", "consumer", "--no-agreement", "--hours", "3", "--mandatory", "--smm", "--party", "person:A",
                "--party", "company:B",
            ],
            request: FeeRequest(disputeType: .consumer, outcome: .noAgreement(hours: 3), isMandatory: true),
            kinds: [.person, .company]),
    ]

    static func tariff() throws -> Tariff {
        try TariffLibrary.bundled().tariff(forYear: 2026)
    }

    @Test(arguments: cases)
    func feeIsTheLibraryDocument(_ item: Case) async throws {
        let run = await denklem.run(["fee"] + item.arguments + ["--year", "2026", "--json"])
        let result = try FeeCalculator(tariff: Self.tariff()).fee(for: item.request)
        let receipts = try item.kinds.map {
            try PayerReceipt.receipts(for: result, kinds: $0, stateReading: .vatIncluded, year: 2026)
        }
        let document = FeeDocument(
            result: result, receipts: receipts, stateReading: receipts == nil ? nil : .vatIncluded,
            style: TariffTextStyle(language: .english))
        expectEqual(run.standardOutput, try JSONText.text(LibraryDocument(document)))
        // Read back and written again, it is the same text (a breakdown amount is rounded to the kuruş in JSON; its
        // exact value stays in the line's values).
        var read = try JSONDecoder().decode(FeeDocument.self, from: Data(run.standardOutputBytes))
        read.style = document.style
        expectEqual(try JSONText.text(LibraryDocument(read)), run.standardOutput)
        expectEqual(read.receipts, document.receipts)
    }

    @Test func smmAndTariffAreTheLibraryDocuments() async throws {
        let smm = await denklem.run([
            "smm", "--gross", "20000", "--payer", "company", "--vat-withholding", "5/10", "--json",
        ])
        let receipt = try SMMCalculator().receipt(
            gross: 20000, payer: .company, vatWithholding: VATWithholding(numerator: 5, denominator: 10))
        expectEqual(smm.standardOutput, try JSONText.text(LibraryDocument(SMMDocument(receipt: receipt))))
        expectEqual(try JSONDecoder().decode(SMMDocument.self, from: Data(smm.standardOutputBytes)).receipt, receipt)
        let tariff = await denklem.run(["tariff", "--year", "2026", "--json"])
        // `LibraryDocument(tariff)` without a version: the tariff's own schemaVersion (2) wins over the default 1.
        expectEqual(tariff.standardOutput, try JSONText.text(LibraryDocument(Self.tariff())))
        // The output is a tariff file: it reads back, with every check of the parser, to the same tariff. It is
        // version 2 (series.minimumFiles a number, a string under 1), which the parser reads as it reads 1.
        expectEqual(try JSONDecoder().decode(Tariff.self, from: Data(tariff.standardOutputBytes)), try Self.tariff())
        #expect(
            tariff.standardOutput.contains(#""schemaVersion" : 2"#)
                && tariff.standardOutput.contains(#""minimumFiles" : 10"#))
    }

    /// `denklem attorney --json` is TariffKit's `AttorneyDocument` and `denklem deadline --json` its
    /// `DeadlineDocument`, byte for byte; the attorney fee reads back to the same result.
    @Test func attorneyAndDeadlineAreTheLibraryDocuments() async throws {
        let attorney = await denklem.run([
            "attorney", "--tenancy-claim", "350000", "--tenancy-claim", "120000", "--year", "2026", "--reading",
            "tenancyClaims=sumFirst", "--json",
        ])
        let result = try AttorneyFeeCalculator(
            tariff: AttorneyTariffs.tariff(year: 2026), readings: AttorneyReadings(tenancyClaims: .sumFirst)
        ).fee(for: .tenancy(claims: [350_000, 120_000]))
        let fee = AttorneyDocument(result: result, style: TariffTextStyle(language: .english))
        expectEqual(attorney.standardOutput, try JSONText.text(LibraryDocument(fee)))
        expectEqual(
            try JSONDecoder().decode(AttorneyDocument.self, from: Data(attorney.standardOutputBytes)).result, result)
        let deadline = await denklem.run([
            "deadline", "--type", "labor", "--assigned", "2026-04-02", "--final-record", "2026-04-20",
            "--reinstatement", "--today", "2026-04-10", "--json",
        ])
        let calendar = try HolidayCalendar.bundled()
        let (assigned, record, today) = (
            CivilDate(iso: "2026-04-02"), CivilDate(iso: "2026-04-20"), CivilDate(iso: "2026-04-10")
        )
        let days = try DeadlineDocument(
            type: .labor, today: #require(today),
            statutory: DeadlineResult(type: .labor, assigned: #require(assigned), calendar: calendar),
            after: [.reinstatementSuit(finalRecord: #require(record), calendar: calendar)])
        expectEqual(deadline.standardOutput, try JSONText.text(LibraryDocument(days)))
        expectEqual(days.extendedDeadlineDaysLeft, 20)  // 2026-04-30, a Thursday: 20 days after the 10th
    }
}
