import CLIKit
import CLIKitTesting
import DenklemCommands
import Expectations
import Foundation
import Testing

/// Issue 31, the calendar: a tariff stays in force until the next one is installed.
///
/// From 1 January 2027, before the 2027 tariff is published, `fee` without `--year` uses the 2026 tariff with a
/// warning in every output; `denklem tariff install` keeps a 2027 file for every later call.
/// The clock is injected (no test depends on today's date).
@Suite struct TariffCalendarTests {
    /// 2027-01-05 09:00 UTC (12:00 in Türkiye).
    static let january2027 = Date(timeIntervalSince1970: 1_799_139_600)

    /// A harness on 5 January 2027 with its own data folder.
    static func harness() -> (ToolHarness, String) {
        var harness = ToolHarness(DenklemTool.tool, now: { january2027 })
        let data = harness.directory.appendingPathComponent("data").path
        harness.variables["XDG_DATA_HOME"] = data
        return (harness, data)
    }

    /// The bundled 2026 tariff rewritten as a 2027 one with a 10 % higher first-band rate (a made-up file).
    static func tariff2027(in folder: URL) throws -> String {
        let bundled = try #require(
            FileManager.default.contents(
                atPath: #filePath.replacingOccurrences(
                    of: "Tests/DenklemCommandsTests/TariffCalendarTests.swift",
                    with: "Packages/TariffKit/Sources/TariffKit/Resources/tariff_2026.json")))
        var text = try #require(String(data: bundled, encoding: .utf8))
        for (old, new) in [
            ("\"year\": 2026", "\"year\": 2027"), ("2026-01-01", "2027-01-01"), ("2026-12-31", "2027-12-31"),
        ] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        let path = folder.appendingPathComponent("tariff-2027.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let fee = ["fee", "--type", "labor", "--agreed", "1000000"]

    @Test func januaryFirstWithoutA2027TariffUsesThe2026OneAndSaysSoEverywhere() async throws {
        let (denklem, _) = Self.harness()
        let json = await denklem.run(Self.fee + ["--json"])
        expectEqual(json.exitCode, .success)
        expectEqual(json.json["tariffYear"] as? Int, 2026)
        expectEqual(json.json["total"] as? String, "56000.00")
        let warnings = try #require(json.json["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["key"] as? String } == ["warning.tariffFallback"])
        #expect((warnings.first?["text"] as? String)?.contains("the 2027 tariff is not installed") == true)
        #expect(json.standardError.contains("warning: the 2027 tariff is not installed"))
        let text = await denklem.run(Self.fee, language: "tr_TR.UTF-8")
        #expect(text.standardOutput.contains("Uyarılar:"))
        #expect(text.standardOutput.contains("2027 tarifesi kurulu değil; 05.01.2027 tarihi için 2026 tarifesi"))
        let pdf = denklem.directory.appendingPathComponent("fallback.pdf").path
        let written = await denklem.run(Self.fee + ["--pdf", pdf])
        expectEqual(written.exitCode, .success)
        let pdfText = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", pdf, "-"]).standardOutput
        #expect(pdfText.contains("Warnings"))
        #expect(pdfText.contains("the 2027 tariff is not installed"))
    }

    @Test func anInstalledTariffIsUsedByLaterCallsListedAndRemovable() async throws {
        let (denklem, data) = Self.harness()
        let file = try Self.tariff2027(in: denklem.directory)
        let install = await denklem.run(["tariff", "install", file])
        expectEqual(install.exitCode, .success, "\(install.standardError)")
        #expect(install.standardOutput.contains("installed tariff-2027: \(data)/denklem/tariffs/tariff-2027.json"))
        let used = await denklem.run(Self.fee + ["--json"])
        expectEqual(used.json["tariffYear"] as? Int, 2027)
        expectEqual((used.json["warnings"] as? [Any])?.isEmpty, true)
        #expect(used.standardError.isEmpty)
        let list = await denklem.run(["tariff", "list", "--json"])
        let names = (list.json["files"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        expectEqual(names, ["tariff-2024", "tariff-2025", "tariff-2026", "aaut-2025", "aaut-2026", "tariff-2027"])
        let removed = await denklem.run(["tariff", "remove", "2027"])
        expectEqual(removed.exitCode, .success)
        let after = await denklem.run(Self.fee + ["--json"])
        expectEqual(after.json["tariffYear"] as? Int, 2026)
        let again = await denklem.run(["tariff", "remove", "2027"])
        expectEqual(again.exitCode, .noInput)
    }

    @Test func anInvalidFileIsRefusedAndNothingIsInstalled() async throws {
        let (denklem, data) = Self.harness()
        let path = denklem.directory.appendingPathComponent("broken.json").path
        try Data("{\"schemaVersion\": 1, \"year\": 2027}".utf8).write(to: URL(fileURLWithPath: path))
        let run = await denklem.run(["tariff", "install", path])
        expectEqual(run.exitCode, .dataError)
        #expect(!FileManager.default.fileExists(atPath: "\(data)/denklem/tariffs/tariff-2027.json"))
    }

    @Test func installedHolidaysAreUsedByDeadlines() async throws {
        let (denklem, _) = Self.harness()
        let path = denklem.directory.appendingPathComponent("holidays-2028.json").path
        let file = """
            {"schemaVersion": 1, "years": [2028], "holidays": [{"date": "2028-01-03", "name": "Test günü"}]}
            """
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        let install = await denklem.run(["tariff", "install", path])
        #expect(install.standardOutput.contains("installed holidays-2028"), "\(install.standardError)")
        // Assigned Monday 13 December 2027: three weeks end Monday 3 January 2028, the installed holiday.
        let run = await denklem.run(["deadline", "--type", "labor", "--assigned", "2027-12-13", "--json"])
        expectEqual(run.json["deadlineWorkingDay"] as? String, "2028-01-04", "\(run.standardOutput)")
    }

    /// A deadline within two days of a bundled 2027 religious holiday (Diyanet's computed calendar, unverified) says
    /// so in every output; one far from them does not (issue 31).
    @Test(arguments: [
        ("2027-02-15", "08.03.2027 Ramazan Bayramı arifesi, 09.03.2027 Ramazan Bayramı 1. gün"),
        ("2027-04-26", "15.05.2027 Kurban Bayramı arifesi"), ("2026-04-02", nil),
    ])
    func unverifiedHolidaysNearADeadlineAreNamed(assigned: String, named: String?) async {
        let (denklem, _) = Self.harness()
        let run = await denklem.run(["deadline", "--type", "labor", "--assigned", assigned, "--json"])
        let warnings = run.json["warnings"] as? [[String: Any]] ?? []
        let warning = warnings.first { $0["key"] as? String == "deadline.unverifiedHolidays" }
        #expect((warning?["text"] as? String)?.contains(named ?? "") ?? (named == nil), "\(run.standardOutput)")
        expectEqual((warning == nil), (named == nil))
    }

    /// `--year` with an `--end-date` of another tariff was silently ignored (issue 31 item 7).
    @Test func yearAndEndDateMustAgree() async {
        let (denklem, _) = Self.harness()
        let run = await denklem.run(Self.fee + ["--year", "2026", "--end-date", "2025-06-01"])
        expectEqual(run.exitCode, .usage)
        #expect(run.standardError.contains("--year 2026 contradicts --end-date 01.06.2025"))
        let agree = await denklem.run(Self.fee + ["--year", "2026", "--end-date", "2026-06-01", "--json"])
        expectEqual(agree.json["tariffYear"] as? Int, 2026)
    }

    /// The example AAÜT file of the docs (`Docs/doc-tests/aaut_2027.json`: made-up "2027" figures, M = 10.000).
    static let aaut2027 = #filePath.replacingOccurrences(
        of: "Tests/DenklemCommandsTests/TariffCalendarTests.swift", with: "Docs/doc-tests/aaut_2027.json")

    /// An AAÜT is installed like a tariff (issue 31, the calendar).
    ///
    /// It is validated, kept, chosen by the completion date (AAÜT md. 21) in every later `attorney` call, listed
    /// and removable; a broken one is refused naming the field.
    @Test func anInstalledAttorneyTariffIsUsedByLaterCalls() async throws {
        let (denklem, data) = Self.harness()
        let install = await denklem.run(["tariff", "install", Self.aaut2027])
        expectEqual(install.exitCode, .success, "\(install.standardError)")
        #expect(install.standardOutput.contains("installed aaut-2027: \(data)/denklem/attorney/aaut-2027.json"))
        // Completed on 1 December 2026, after the file's effectiveFrom (05.11.2026): min(M = 10.000; 20.000).
        let noAgreement = await denklem.run([
            "attorney", "--no-agreement", "--claim", "20000", "--end-date", "2026-12-01", "--json",
        ])
        expectEqual(noAgreement.json["tariffYear"] as? Int, 2027)
        expectEqual(noAgreement.json["total"] as? String, "10000.00")
        // 100.000 agreed: above T = 62.500, so 1,25 × (100.000 × 16 %) = 20.000.
        let agreed = await denklem.run(["attorney", "--agreed", "100000", "--year", "2027", "--json"])
        expectEqual(agreed.json["total"] as? String, "20000.00")
        let before = await denklem.run([
            "attorney", "--no-agreement", "--claim", "20000", "--end-date", "2026-11-01", "--json",
        ])
        expectEqual(before.json["tariffYear"] as? Int, 2026)
        let list = await denklem.run(["tariff", "list"])
        // Each bundled tariff with where it was published; the AAÜT 2025's Resmî Gazete is not in the sources.
        #expect(list.standardOutput.contains("Bundled AAÜT:\n  2025  applied from 03.10.2024 (the date of the news"))
        #expect(list.standardOutput.contains("  2026  Resmî Gazete 04.11.2025, no. 33067\n"))
        #expect(list.standardOutput.contains("Bundled tariffs:\n  2024  Resmî Gazete 29.12.2023, no. 32414\n"))
        let files = await denklem.run(["tariff", "list", "--json"]).json["files"] as? [[String: Any]] ?? []
        let gazettes = files.filter { $0["source"] as? String == "bundled" }.map {
            "\($0["name"] ?? "") \(($0["gazette"] as? [String: String])?["number"] ?? "-")"
        }
        #expect(
            gazettes == [
                "tariff-2024 32414", "tariff-2025 32763", "tariff-2026 33119", "aaut-2025 -", "aaut-2026 33067",
            ])
        #expect(list.standardOutput.contains("aaut-2027  \(data)/denklem/attorney/aaut-2027.json"))
        let removed = await denklem.run(["tariff", "remove", "aaut-2027"])
        expectEqual(removed.exitCode, .success)
        let gone = await denklem.run(["attorney", "--agreed", "100000", "--year", "2027"])
        expectEqual(gone.exitCode, .dataError)
        let broken = denklem.directory.appendingPathComponent("aaut-broken.json").path
        let text = try String(contentsOfFile: Self.aaut2027, encoding: .utf8)
            .replacingOccurrences(of: "\"asliye\"", with: "\"idare\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: broken))
        let refused = await denklem.run(["tariff", "install", broken])
        expectEqual(refused.exitCode, .dataError)
        #expect(refused.standardError.contains("courtFees.idare"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "\(data)/denklem/attorney/aaut-2027.json"))
    }
}
