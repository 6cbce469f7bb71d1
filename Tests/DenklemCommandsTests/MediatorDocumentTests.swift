import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Issue 31, Medium 2–7: what a mediator files must not mislead — the consumer rule only where the law puts it,
/// one receipt per mediator, every caveat in every output, parties and `--party` agreeing, the attorney fee of a
/// non-monetary dispute without agreement.
@Suite struct MediatorDocumentTests {
    /// TKHK 73/A(3) pays the consumer's share of a dava şartı mediation only.
    @Test(arguments: [(["--mandatory"], "2000.00", "54000.00"), (["--voluntary"], "0.00", "56000.00")])
    func consumerStatePaymentOnlyInMandatoryMediation(flag: [String], statePays: String, partiesPay: String) async {
        let run = await denklem.run(
            ["fee", "--year", "2026", "--type", "consumer", "--agreed", "1000000"] + flag + ["--json"])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        expectEqual(run.json["statePays"] as? String, statePays)
        expectEqual(run.json["partiesPay"] as? String, partiesPay)
    }

    /// Two mediators: each party gets one receipt from each (2 × 21.000, not one of 42.000), the state too.
    @Test func oneReceiptPerPayerPerMediator() async {
        let run = await denklem.run([
            "fee", "--year", "2026", "--type", "commercial", "--agreed", "1000000", "--mediators", "2", "--smm",
            "--party", "company:A", "--party", "person:B", "--json",
        ])
        let receipts = run.json["receipts"] as? [[String: Any]] ?? []
        #expect(receipts.compactMap { $0["mediator"] as? Int } == [1, 1, 2, 2])
        #expect(receipts.compactMap { $0["gross"] as? String } == ["21000.00", "21000.00", "21000.00", "21000.00"])
        let state = await denklem.run([
            "fee", "--year", "2026", "--type", "labor", "--no-agreement", "--hours", "1", "--mediators", "2", "--smm",
            "--json",
        ])
        let stateReceipts = state.json["receipts"] as? [[String: Any]] ?? []
        #expect(stateReceipts.compactMap { $0["payerTotal"] as? String } == ["4520.00", "4520.00"])
        let text = await denklem.run([
            "fee", "--year", "2026", "--type", "commercial", "--agreed", "1000000", "--mediators", "2", "--smm",
            "--party", "company:A", "--party", "person:B", "--lang", "en",
        ])
        #expect(text.standardOutput.contains("Mediator 2 → Party 1 (A, legal entity)"), "\(text.standardOutput)")
    }

    /// The KDV tevkifatı below the VUK 232 threshold: in the JSON `warnings`, the text and the PDF, not only stderr.
    @Test func belowThresholdWithholdingWarnsInEveryOutput() async throws {
        let arguments = ["smm", "--gross", "4520", "--payer", "company", "--vat-withholding", "5/10", "--year", "2026"]
        let json = await denklem.run(arguments + ["--json"])
        let warnings = json.json["warnings"] as? [[String: Any]] ?? []
        #expect(warnings.compactMap { $0["key"] as? String } == ["warning.vatWithholdingBelowThreshold"])
        let text = await denklem.run(arguments)
        #expect(text.standardOutput.contains("Warnings:"))
        #expect(text.standardOutput.contains("VUK art. 232"))
        let pdf = denklem.directory.appendingPathComponent("smm-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: pdf) }
        let written = await denklem.run(arguments + ["--pdf", pdf], language: "tr_TR.UTF-8")
        expectEqual(written.exitCode, .success)
        let pdfText = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", pdf, "-"]).standardOutput
        #expect(pdfText.contains("Uyarılar"))
        #expect(pdfText.contains("VUK md. 232"), "\(pdfText)")
        let above = await denklem.run(["smm", "--gross", "20000", "--payer", "company", "--vat-withholding", "5/10"])
        #expect(!above.standardOutput.contains("Warnings:"))
    }

    /// A `--party` beyond `--parties` had no share and no receipt: refused.
    @Test func partyCountMustMatch() async {
        let run = await denklem.run([
            "fee", "--type", "labor", "--agreed", "100000", "--smm", "--party", "company:A", "--party", "person:B",
            "--party", "person:C",
        ])
        expectEqual(run.exitCode, .usage)
        #expect(run.standardError.contains("3 --party given but --parties is 2"))
    }

    /// No agreement in a non-monetary dispute: the AAÜT 16/2-c row 6 fee (8.000 in 2026).
    @Test func attorneyNonMonetaryWithoutAgreement() async {
        let run = await denklem.run(["attorney", "--year", "2026", "--non-monetary", "--no-agreement", "--json"])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        expectEqual(run.json["total"] as? String, "8000.00")
        let court = await denklem.run(["attorney", "--non-monetary", "--no-agreement", "--court", "sulh"])
        expectEqual(court.exitCode, .usage)
    }

    /// A limitation period that ended before the application had already run out: said in every output (item 7).
    @Test func expiredLimitationWarns() async {
        let arguments = [
            "deadline", "--type", "ticari", "--final-record", "2026-03-20", "--application", "2026-01-05",
            "--limitation-end", "2025-12-31", "--today", "2026-03-25",
        ]
        let json = await denklem.run(arguments + ["--json"])
        expectEqual(json.exitCode, .success)
        let warnings = json.json["warnings"] as? [[String: Any]] ?? []
        #expect(warnings.compactMap { $0["key"] as? String } == ["warning.limitationExpired"])
        let text = await denklem.run(arguments)
        #expect(text.standardOutput.contains("the limitation period ended on 31.12.2025, before the application"))
        let inTime = await denklem.run(
            [
                "deadline", "--type", "ticari", "--final-record", "2026-03-20", "--application", "2026-01-05",
                "--limitation-end", "2026-06-30", "--today", "2026-03-25", "--json",
            ])
        expectEqual((inTime.json["warnings"] as? [Any])?.isEmpty, true)
    }

    /// `--reading tenancyBasis=…` on an agreement did nothing and said nothing (item 7).
    @Test func attorneyReadingThatDoesNothingWarns() async {
        let run = await denklem.run([
            "attorney", "--year", "2026", "--agreed", "100000", "--reading", "tenancyBasis=article16", "--json",
        ])
        expectEqual(run.exitCode, .success)
        let warnings = run.json["warnings"] as? [[String: Any]] ?? []
        #expect(warnings.compactMap { $0["key"] as? String } == ["warning.readingUnused"])
        #expect(run.standardError.contains("--reading tenancyBasis was not used"))
    }
}
