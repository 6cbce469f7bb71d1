import CLIKitTesting
import Expectations
import Foundation
import Testing

/// The built `denklem` binary as users run it: stdout, stderr and exit status, in Turkish and English.
@Suite struct DenklemEndToEndTests {
    @Test func feeTurkishText() throws {
        let run = try ToolRunner.run(
            "denklem", ["fee", "--type", "ticari", "--agreed", "1.000.000", "--mediators", "2", "--year", "2026"],
            environment: ["LANG": "tr_TR.UTF-8"])
        expectEqual(run.status, 0)
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.contains("Toplam:            84.000,00 TL"))
        #expect(run.standardOutput.contains("Arabulucu başına:  42.000,00 TL"))
        // Assumptions are sentences, not reading ids or flags.
        #expect(run.standardOutput.contains("Birden fazla arabulucuda tarifedeki alt sınır toplam ücrete uygulanır."))
        #expect(!run.standardOutput.contains("minimumScope"))
    }

    @Test func feeEnglishJSON() throws {
        let run = try ToolRunner.run(
            "denklem", ["fee", "--type", "labor", "--agreed", "1000000", "--year", "2025", "--json", "--lang", "en"])
        expectEqual(run.status, 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(json["tariffYear"] as? Int, 2025)
        expectEqual(json["total"] as? String, "50800.00")
        expectEqual(json["perParty"] as? String, "25400.00")
        expectEqual(json["partiesPay"] as? String, "50800.00")
        expectEqual((json["breakdown"] as? [[String: Any]])?.first?["text"] as? String, "Agreed amount: ₺1,000,000.00")
    }

    @Test func mandatoryNoAgreement() throws {
        let run = try ToolRunner.run(
            "denklem",
            [
                "fee", "--type", "commercial", "--no-agreement", "--hours", "3", "--parties", "4", "--json",
            ])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(json["total"] as? String, "9600.00")
        expectEqual(json["statePays"] as? String, "6400.00")
        expectEqual(json["partiesPay"] as? String, "3200.00")
    }

    /// The built binary: nothing on stdout when the PDF cannot be written, a refused option, the attorney fee.
    @Test func refusalsAndAttorney() throws {
        let unwritable = try ToolRunner.run(
            "denklem", ["fee", "--type", "labor", "--agreed", "5000", "--pdf", "/nonexistent-dir/x.pdf"])
        #expect(unwritable.status == 73)  // the folder does not exist: cannot create
        #expect(unwritable.standardOutput.isEmpty)
        let inapplicable = try ToolRunner.run(
            "denklem", ["fee", "--type", "labor", "--no-agreement", "--hours", "2", "--monthly-rent", "abc"])
        expectEqual(inapplicable.status, 64)
        #expect(inapplicable.standardError.contains("--monthly-rent"))
        let attorney = try ToolRunner.run("denklem", ["attorney", "--agreed", "2000000", "--year", "2026", "--json"])
        expectEqual(attorney.status, 0)
        #expect(attorney.standardOutput.contains(#""total" : "372500.00""#))
    }

    @Test func deadline() throws {
        let run = try ToolRunner.run("denklem", ["deadline", "--type", "labor", "--assigned", "2026-04-10", "--json"])
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains(#""deadlineWorkingDay" : "2026-05-04""#))
    }

    @Test func smm() throws {
        let run = try ToolRunner.run(
            "denklem", ["smm", "--gross", "9000", "--payer", "company"], environment: ["LANG": "tr_TR.UTF-8"])
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains("Gelir vergisi stopajı:      1.800,00 TL"))
        #expect(run.standardOutput.contains("Tahsil edilen:"))
    }

    @Test(arguments: [
        (["fee", "--type", "labor", "--agreed", "-1"], Int32(65), "--agreed"),
        (["fee", "--type", "nope", "--agreed", "1"], 64, "nope"),
        (["fee", "--type", "labor", "--agreed", "1", "--year", "2030"], 65, "2030"),
        (["fee", "--type", "labor", "--no-agreement", "--hours", "2", "--parties", "1"], 65, "--parties"),
        (["smm", "--gross", "abc", "--payer", "company"], 64, "abc"),
    ])
    func errors(arguments: [String], status: Int32, fragment: String) throws {
        let run = try ToolRunner.run("denklem", arguments + ["--json"])
        expectEqual(run.status, status)
        // With --json the failure is also a JSON error object on standard output (Docs/json.md §Errors).
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let failure = document?["error"] as? [String: Any]
        #expect(failure?["exitCode"] as? Int == Int(status) && document?["schemaVersion"] as? Int == 1)
        expectEqual((failure?["message"] as? String)?.contains(fragment), true, "\(run.standardOutput)")
        expectEqual(run.standardError.split(separator: "\n").first?.contains(fragment), true)
        #expect(run.standardError.hasPrefix("denklem: error: "))
    }

    @Test func turkishError() throws {
        let run = try ToolRunner.run(
            "denklem", ["fee", "--type", "isci-isveren", "--series", "9"], environment: ["LANG": "tr_TR.UTF-8"])
        expectEqual(run.status, 65)
        #expect(run.standardError.contains("9 dosya seri sayılmaz"))
    }

    @Test func tariffCheckOfBundledFile() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Packages/TariffKit/Sources/TariffKit/Resources/tariff_2026.json")
        let run = try ToolRunner.run("denklem", ["tariff", "--check", source.standardizedFileURL.path])
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains("a valid 2026 tariff (complete)"))
    }
}
