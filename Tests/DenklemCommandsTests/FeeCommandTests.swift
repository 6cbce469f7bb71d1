import CLIKit
import Expectations
import Foundation
import Testing

/// `denklem fee` in-process: the contract examples, JSON fields, readings, and every error class.
@Suite struct FeeCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let total: String
        let perMediator: String
        let perParty: String
        let statePays: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let contract: [Case] = [
        Case(
            arguments: ["--type", "commercial", "--agreed", "1000000", "--mediators", "2", "--year", "2026"],
            total: "84000.00", perMediator: "42000.00", perParty: "42000.00", statePays: "0.00"),
        Case(
            arguments: ["--type", "ticari", "--agreed", "1.000.000", "--mediators", "2", "--end-date", "2025-12-31"],
            total: "76200.00", perMediator: "38100.00", perParty: "38100.00", statePays: "0.00"),
        Case(
            arguments: ["--type", "labor", "--no-agreement", "--hours", "3", "--parties", "4", "--mandatory"],
            total: "7380.00", perMediator: "7380.00", perParty: "615.00", statePays: "4920.00"),
        Case(
            arguments: ["--type", "labor", "--series", "12"], total: "72000.00", perMediator: "72000.00",
            perParty: "36000.00", statePays: "0.00"),
        Case(
            arguments: ["--type", "tenancy", "--eviction", "--monthly-rent", "40000"], total: "14400.00",
            perMediator: "14400.00", perParty: "7200.00", statePays: "0.00"),
        Case(
            arguments: ["--type", "tenancy", "--rent-determination", "--old-rent", "20000", "--new-rent", "30000"],
            total: "9000.00", perMediator: "9000.00", perParty: "4500.00", statePays: "0.00"),
        Case(
            arguments: [
                "--type", "labor", "--reinstatement", "--compensation", "100000", "--idle-wages", "80000",
                "--other-rights", "20000",
            ],
            total: "12000.00", perMediator: "12000.00", perParty: "6000.00", statePays: "0.00"),
        Case(
            arguments: ["--type", "isci-isveren", "--agreed", "216.666,67", "--year", "2026"], total: "13000.00",
            perMediator: "13000.00", perParty: "6500.00", statePays: "0.00"),
        Case(
            arguments: ["--type", "consumer", "--agreed", "1000000.50"], total: "56000.03", perMediator: "56000.03",
            perParty: "28000.02", statePays: "2000.00"),
    ]

    @Test(arguments: contract)
    func jsonFields(_ item: Case) async {
        let run = await denklem.run(["fee"] + item.arguments + ["--json"])
        expectEqual(run.exitCode, .success)
        #expect(run.standardError.isEmpty)
        let json = run.json
        expectEqual(json["total"] as? String, item.total)
        expectEqual(json["perMediator"] as? String, item.perMediator)
        expectEqual(json["perParty"] as? String, item.perParty)
        expectEqual(json["statePays"] as? String, item.statePays)
        #expect(json["tariffYear"] as? Int != nil)
        expectEqual((json["breakdown"] as? [Any])?.isEmpty, false)
        expectEqual((json["assumptions"] as? [String])?.contains("rounding.halfUpAtEnd"), true)
    }

    /// 2025 tariff through `--end-date` (Madde 10); 26-12 … 25-12 differ, so the selection is visible.
    @Test func endDateSelectsTariff() async {
        let run = await denklem.run([
            "fee", "--type", "labor", "--agreed", "1000000", "--end-date", "2025-06-30", "--json",
        ])
        expectEqual(run.json["tariffYear"] as? Int, 2025)
        expectEqual(run.json["total"] as? String, "50800.00")
    }

    @Test func defaultTariffIsTheOneInForceToday() async {
        let run = await denklem.run(["fee", "--type", "labor", "--agreed", "1000000", "--json"])
        expectEqual(run.json["tariffYear"] as? Int, 2026)
    }

    @Test func readingsChangeTheResult() async {
        let run = await denklem.run([
            "fee", "--type", "labor", "--agreed", "100000", "--mediators", "2", "--reading", "minimumScope=perMediator",
            "--json",
        ])
        expectEqual(run.json["total"] as? String, "18000.00")
        expectEqual((run.json["assumptions"] as? [String])?.contains("minimumScope.perMediator"), true)
    }

    @Test func turkishText() async {
        let run = await denklem.run(["fee", "--type", "ticari", "--agreed", "1000000"], language: "tr_TR.UTF-8")
        expectEqual(run.exitCode, .success)
        // The summary's amounts line up on the right (issue 31).
        #expect(run.standardOutput.contains("Toplam:            56.000,00 TL\n"))
        #expect(run.standardOutput.contains("Bakanlık öder:          0,00 TL\n"))
        #expect(run.standardOutput.contains("1. dilim: 600.000,00 TL × %6 = 36.000,00 TL"))
        #expect(!run.standardOutput.contains("₺"))
        #expect(run.standardOutput.contains("Resmî Gazete 26.12.2025, sayı 33119"))
    }

    @Test func englishText() async {
        let run = await denklem.run(["fee", "--type", "labor", "--agreed", "1000000", "--lang", "en"])
        #expect(run.standardOutput.contains("Total:         ₺56,000.00\n"))
        #expect(run.standardOutput.contains("State pays:         ₺0.00\n"))
        #expect(run.standardOutput.contains("Band 2: ₺400,000.00 × 5% = ₺20,000.00"))
        #expect(run.standardOutput.contains("Per party:     ₺28,000.00\n"))
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: ExitCode
        let fragment: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let failures: [Failure] = [
        Failure(arguments: ["--type", "labor", "--agreed", "-5"], status: .dataError, fragment: "--agreed"),
        Failure(arguments: ["--type", "labor", "--agreed", "12abc"], status: .usage, fragment: "--agreed"),
        Failure(arguments: ["--type", "insurance", "--agreed", "5"], status: .usage, fragment: "insurance"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--parties", "1"], status: .dataError, fragment: "--parties"
        ),
        Failure(
            arguments: ["--type", "labor", "--no-agreement", "--hours", "0", "--voluntary"], status: .dataError,
            fragment: "0"),
        // Options that do not apply to the calculation are refused, not ignored (issue 13).
        Failure(
            arguments: ["--type", "labor", "--no-agreement", "--hours", "2", "--monthly-rent", "abc"], status: .usage,
            fragment: "--monthly-rent"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--hours", "2"], status: .usage, fragment: "--hours"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--font", "x.ttf"], status: .usage, fragment: "--font"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--paper", "letter"], status: .usage, fragment: "--paper"
        ),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--file-no", "1"], status: .usage, fragment: "--file-no"),
        // The law's defaults: family is voluntary; --mandatory and --voluntary exclude each other.
        Failure(
            arguments: ["--type", "family", "--no-agreement", "--hours", "2", "--mandatory"], status: .usage,
            fragment: "--mandatory"),
        Failure(
            arguments: ["--type", "labor", "--no-agreement", "--hours", "2", "--mandatory", "--voluntary"],
            status: .usage, fragment: "--voluntary"),
        // "0.500": 0,500 TL or 500 TL? Refused, naming both readings.
        Failure(arguments: ["--type", "labor", "--agreed", "0.500"], status: .usage, fragment: "0,500"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--split", "60/30"], status: .usage, fragment: "60/30"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--split", "50/25/25"], status: .usage,
            fragment: "50/25/25"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5000", "--end-date", "1899-12-31"], status: .usage,
            fragment: "--end-date"),
        Failure(
            arguments: ["--type", "labor", "--reinstatement", "--monthly-wage", "40000", "--compensation-months", "9"],
            status: .dataError, fragment: "9"),
        Failure(
            arguments: ["--type", "labor", "--reinstatement", "--monthly-wage", "40000", "--compensation", "5"],
            status: .usage, fragment: "--compensation"),
        Failure(arguments: ["--type", "labor", "--no-agreement"], status: .usage, fragment: "--hours"),
        Failure(arguments: ["--type", "labor"], status: .usage, fragment: "--agreed"),
        // A year a tariff file may name says how to add it; one it may not is refused as such (issue 31: 99999
        // invited a file that was then refused).
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--year", "2023"], status: .dataError,
            fragment: "2023 is bundled or installed (known years: 2024, 2025, 2026)"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--end-date", "2020-01-01"], status: .dataError,
            fragment: "No mediation tariff in force on 01.01.2020 is bundled or installed (known years: 2024, 2025"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--year", "99999"], status: .usage,
            fragment: "“99999” is not possible for --year: the value must be between 2013 and 2100"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--no-agreement", "--hours", "2"], status: .usage,
            fragment: "--no-agreement"),
        Failure(arguments: ["--type", "labor", "--series", "9"], status: .dataError, fragment: "9"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--reading", "x=y"], status: .usage, fragment: "--reading"),
        Failure(
            arguments: ["--type", "labor", "--agreed", "5", "--tariff-file", "/nonexistent/t.json"], status: .noInput,
            fragment: "/nonexistent/t.json"),
    ]

    @Test(arguments: failures)
    func errors(_ item: Failure) async {
        let run = await denklem.run(["fee"] + item.arguments + ["--json"])
        expectEqual(run.exitCode, item.status)
        let failure = run.json["error"] as? [String: Any]  // --json: the failure is a JSON object on stdout too
        expectEqual(failure?["exitCode"] as? Int, Int(item.status.rawValue))
        expectEqual((failure?["message"] as? String)?.contains(item.fragment), true, "\(run.standardOutput)")
        #expect(run.standardError.hasPrefix("denklem: error: "))
        #expect(run.standardError.contains(item.fragment))
    }

    /// A `--tariff-file` for a year the calculation does not use is reported, not silently ignored.
    @Test func unusedTariffFileWarns() async throws {
        let bundled = try #require(
            FileManager.default.contents(
                atPath: #filePath.replacingOccurrences(
                    of: "Tests/DenklemCommandsTests/FeeCommandTests.swift",
                    with: "Packages/TariffKit/Sources/TariffKit/Resources/tariff_2026.json")))
        var object = try #require(try JSONSerialization.jsonObject(with: bundled) as? [String: Any])
        object["year"] = 2027
        object["effectiveFrom"] = "2027-01-01"
        object["effectiveUntil"] = "2027-12-31"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tariff-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let unused = await denklem.run(["fee", "--tariff-file", file.path, "--type", "labor", "--agreed", "250000"])
        expectEqual(unused.exitCode, .success)
        #expect(unused.standardError.contains("warning: the 2027 tariff"))
        let used = await denklem.run([
            "fee", "--tariff-file", file.path, "--year", "2027", "--type", "labor", "--agreed", "250000", "--json",
        ])
        #expect(used.standardError.isEmpty)
        expectEqual(used.json["tariffYear"] as? Int, 2027)
    }

    /// The law's defaults: labor without agreement bills the state two hours with no flag, also after 0 hours.
    @Test func mandatoryByDefault() async {
        let absent = await denklem.run(["fee", "--type", "labor", "--no-agreement", "--hours", "0", "--json"])
        expectEqual(absent.json["statePays"] as? String, "4520.00")
        let voluntary = await denklem.run([
            "fee", "--type", "labor", "--no-agreement", "--hours", "1", "--voluntary", "--json",
        ])
        expectEqual(voluntary.json["statePays"] as? String, "0.00")
        expectEqual(voluntary.json["total"] as? String, "2260.00")
        let family = await denklem.run(["fee", "--type", "family", "--no-agreement", "--hours", "1", "--json"])
        expectEqual(family.json["statePays"] as? String, "0.00")
    }

    /// The employer pays all (Madde 3(1) "aksi kararlaştırılmadıkça").
    @Test func agreedSplit() async {
        let run = await denklem.run(["fee", "--type", "labor", "--agreed", "100000", "--split", "100/0", "--json"])
        let shares = (run.json["partyShares"] as? [[String: Any]])?.compactMap { $0["share"] as? String }
        expectEqual(shares, ["9000.00", "0.00"])
        let thirds = await denklem.run([
            "fee", "--type", "labor", "--agreed", "100000", "--parties", "3", "--split", "33,33/33,33/33,34", "--json",
        ])
        let values = (thirds.json["partyShares"] as? [[String: Any]])?.compactMap { $0["share"] as? String }
        expectEqual(values, ["2999.70", "2999.70", "3000.60"])
    }

    /// A reading of a question this calculation does not raise is reported, not silently ignored.
    @Test func unusedReadingWarns() async {
        let run = await denklem.run([
            "fee", "--type", "labor", "--agreed", "100000", "--reading", "seriesMinimum=minimumPerFile",
        ])
        expectEqual(run.exitCode, .success)
        #expect(run.standardError.contains("--reading seriesMinimum was not used"))
        let used = await denklem.run([
            "fee", "--type", "labor", "--series", "12", "--reading", "seriesMinimum=minimumPerFile",
        ])
        #expect(used.standardError.isEmpty)
    }

    @Test func turkishErrorMessage() async {
        let run = await denklem.run(["fee", "--type", "labor", "--agreed", "5", "--year", "2023", "--lang", "tr"])
        #expect(run.standardError.contains("2023 yılı için paketle gelen ya da kurulmuş bir arabuluculuk tarifesi yok"))
    }
}
