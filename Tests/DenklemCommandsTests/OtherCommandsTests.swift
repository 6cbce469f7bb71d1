import CLIKit
import Expectations
import Foundation
import Testing

/// `denklem deadline`, `smm` and `tariff` in-process.
@Suite struct OtherCommandsTests {
    @Test func deadlineJSON() async {
        let run = await denklem.run(["deadline", "--type", "labor", "--assigned", "2026-04-02", "--json"])
        expectEqual(run.exitCode, .success)
        expectEqual(run.json["assigned"] as? String, "2026-04-02")
        expectEqual(run.json["deadline"] as? String, "2026-04-23")
        expectEqual(run.json["deadlineWorkingDay"] as? String, "2026-04-24")
        expectEqual(run.json["extendedDeadline"] as? String, "2026-04-30")
        expectEqual(run.json["extendedDeadlineWorkingDay"] as? String, "2026-04-30")
    }

    @Test func deadlineTurkishText() async {
        let run = await denklem.run(["deadline", "--type", "ticari", "--assigned", "2026-01-05", "--lang", "tr"])
        #expect(run.standardOutput.contains("Süre sonu:        16.02.2026"))
        #expect(run.standardOutput.contains("Uzatılmış süre:   02.03.2026"))
    }

    /// Days left against `--today`, and the periods after the son tutanak.
    @Test func deadlineDaysLeftAndAfterFinalRecord() async {
        let statutory = await denklem.run([
            "deadline", "--type", "labor", "--assigned", "2026-04-02", "--today", "2026-04-20", "--json",
        ])
        expectEqual(statutory.json["deadlineDaysLeft"] as? Int, 4)
        expectEqual(statutory.json["extendedDeadlineDaysLeft"] as? Int, 10)
        let suit = await denklem.run([
            "deadline", "--type", "labor", "--final-record", "02.03.2026", "--reinstatement", "--today", "2026-03-20",
            "--lang", "tr",
        ])
        expectEqual(suit.exitCode, .success)
        #expect(suit.standardOutput.contains("Son gün:        16.03.2026 (16 Mart 2026, Pazartesi)"))
        #expect(suit.standardOutput.contains("4 gün önce geçti"))
        let english = await denklem.run([
            "deadline", "--type", "labor", "--final-record", "2026-03-02", "--reinstatement", "--today", "2026-03-15",
        ])
        #expect(english.standardOutput.contains("1 day left"))
        for arguments in [
            ["--type", "labor", "--reinstatement", "--assigned", "2026-03-02"],
            ["--type", "labor", "--final-record", "2026-03-02"],
            ["--type", "labor", "--final-record", "2026-03-02", "--application", "2026-01-02"],
            ["--type", "labor"],
        ] {
            let run = await denklem.run(["deadline"] + arguments)
            expectEqual(run.exitCode, .usage, "\(arguments)")
            #expect(run.standardOutput.isEmpty)
        }
    }

    @Test func deadlineWithUserHolidayFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("holidays-\(UUID().uuidString).json")
        try Data(#"{"schemaVersion": 1, "holidays": [{"date": "2028-01-10", "name": "Test"}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await denklem.run([
            "deadline", "--type", "labor", "--assigned", "2027-12-20", "--holidays", file.path, "--json",
        ])
        expectEqual(run.json["deadlineWorkingDay"] as? String, "2028-01-11")
    }

    @Test func deadlineErrors() async {
        let family = await denklem.run(["deadline", "--type", "family", "--assigned", "2026-01-05"])
        expectEqual(family.exitCode, .dataError)
        #expect(family.standardOutput.isEmpty)
        for text in ["2026-13-01", "31.02.2026", "1899-12-31", "01.01.2101", "2.4"] {
            let badDate = await denklem.run(["deadline", "--type", "labor", "--assigned", text])
            expectEqual(badDate.exitCode, .usage, "\(text)")
            #expect(badDate.standardOutput.isEmpty)
        }
        // GG.AA.YYYY is the Turkish way to write a date and is accepted.
        let dotted = await denklem.run(["deadline", "--type", "labor", "--assigned", "02.04.2026", "--json"])
        expectEqual(dotted.json["assigned"] as? String, "2026-04-02")
        let turkish = await denklem.run(["deadline", "--type", "family", "--assigned", "2026-01-05", "--lang", "tr"])
        #expect(turkish.standardError.contains("Aile hukuku uyuşmazlıklarında"))
        #expect(!turkish.standardError.contains("family"))
    }

    @Test(arguments: [
        (
            ["--gross", "10000", "--payer", "company"],
            ["10000.00", "2000.00", "2000.00", "0.00", "8000.00", "10000.00", "12000.00"]
        ),
        (
            ["--net", "8000", "--payer", "company"],
            ["10000.00", "2000.00", "2000.00", "0.00", "8000.00", "10000.00", "12000.00"]
        ),
        (
            ["--gross", "28000", "--payer", "person"],
            ["28000.00", "0.00", "5600.00", "0.00", "28000.00", "33600.00", "33600.00"]
        ),
        (
            ["--gross", "4520", "--payer", "company", "--vat-withholding", "5/10"],
            ["4520.00", "904.00", "904.00", "452.00", "3616.00", "4068.00", "5424.00"]
        ),
        (
            ["--cash", "4068", "--payer", "company", "--vat-withholding", "5/10"],
            ["4520.00", "904.00", "904.00", "452.00", "3616.00", "4068.00", "5424.00"]
        ),
    ])
    func smmJSON(arguments: [String], figures: [String]) async {
        let run = await denklem.run(["smm"] + arguments + ["--json"])
        expectEqual(run.exitCode, .success)
        let keys = ["gross", "incomeTaxWithholding", "vat", "vatWithholding", "net", "cashReceived", "payerTotal"]
        #expect(keys.map { run.json[$0] as? String } == figures)
    }

    @Test func smmErrors() async {
        let both = await denklem.run(["smm", "--gross", "1", "--net", "1", "--payer", "person"])
        expectEqual(both.exitCode, .usage)
        let payer = await denklem.run(["smm", "--gross", "1", "--payer", "bank"])
        expectEqual(payer.exitCode, .usage)
        // KDV tevkifatı below the VUK 232 threshold of the year: a warning, the figures as asked.
        let below = await denklem.run([
            "smm", "--gross", "4520", "--payer", "company", "--vat-withholding", "5/10", "--year", "2026",
        ])
        expectEqual(below.exitCode, .success)
        #expect(below.standardError.contains("VUK art. 232"))
        let above = await denklem.run([
            "smm", "--gross", "20000", "--payer", "company", "--vat-withholding", "5/10", "--year", "2026",
        ])
        #expect(above.standardError.isEmpty)
        // fee --smm: one receipt per payer; the state's is KDV-included (the tariffs are silent; practitioners'
        // reading).
        let receipts = await denklem.run([
            "fee", "--type", "commercial", "--no-agreement", "--hours", "3", "--smm", "--party", "company:Deniz",
            "--party", "person:Ali", "--json",
        ])
        let list = receipts.json["receipts"] as? [[String: Any]] ?? []
        #expect(list.compactMap { $0["payer"] as? String } == ["party", "party", "state"])
        #expect(list.compactMap { $0["incomeTaxWithholding"] as? String } == ["300.00", "0.00", "1000.00"])
        let state = await denklem.run([
            "fee", "--type", "labor", "--no-agreement", "--hours", "1", "--smm", "--json",
        ])
        let only = (state.json["receipts"] as? [[String: Any]])?.first
        expectEqual(only?["gross"] as? String, "3766.67")
        expectEqual(only?["cashReceived"] as? String, "3766.67")
        let missing = await denklem.run(["fee", "--type", "labor", "--agreed", "100000", "--smm"])
        expectEqual(missing.exitCode, .usage)
        #expect(missing.standardOutput.isEmpty)
        // A private person does not withhold KDV.
        let person = await denklem.run(["smm", "--gross", "1000", "--payer", "person", "--vat-withholding", "5/10"])
        expectEqual(person.exitCode, .usage)
        #expect(person.standardOutput.isEmpty)
        let fraction = await denklem.run(["smm", "--gross", "1", "--payer", "company", "--vat-withholding", "6/5"])
        expectEqual(fraction.exitCode, .dataError)
        #expect(fraction.standardOutput.isEmpty)
    }

    @Test func tariffTables() async {
        let run = await denklem.run(["tariff", "--year", "2025", "--lang", "tr"])
        #expect(
            run.standardOutput.contains(
                "2025 Yılı Arabuluculuk Asgari Ücret Tarifesi (Resmî Gazete 25.12.2024, sayı 32763)"))
        #expect(run.standardOutput.contains("3.  işçi-işveren "))
        #expect(run.standardOutput.contains("8.  26.520.000,00 TL üzeri "))
        let partial = await denklem.run(["tariff", "--year", "2024", "--lang", "tr"])
        #expect(partial.standardOutput.contains("Seri (asgari dosya sayısı kaynaklarda bulunamadı)"))
        #expect(!partial.standardOutput.contains("en az bilinmiyor"))
    }

    @Test func tariffCheck() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tariff-\(UUID().uuidString).json")
        try Data(#"{"schemaVersion": 1, "year": 2027}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await denklem.run(["tariff", "--check", file.path])
        expectEqual(run.exitCode, .dataError)
        #expect(run.standardError.contains("“title”"))
        #expect(run.standardOutput.isEmpty)
    }

    /// Issue 28's argument fuzzing: `tariff --check /dev/zero` read forever; a file over 1 MiB is refused.
    @Test func anEndlessFileIsRefusedNotReadForever() async throws {
        let run = await denklem.run(["tariff", "--check", "/dev/zero", "--lang", "en"])
        expectEqual(run.exitCode, .dataError)
        #expect(
            run.standardError
                == "denklem: error: the file “/dev/zero” is larger than 1048576 bytes: not a tariff or holiday file "
                + "(those are a few kB)\n")
    }
}
