import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denklem attorney` in-process: examples worked by hand from AAÜT 2025 and 2026, through the command line, every
/// printed formula recomputed, and the errors.
@Suite struct AttorneyCommandTests {
    static let examples: [([String], String)] = [
        (["--agreed", "100000", "--year", "2026"], "20000.00"),
        (["--agreed", "2.000.000", "--year", "2026"], "372500.00"),
        (["--agreed", "1000000", "--year", "2025"], "190000.00"),
        (["--agreed", "30000", "--year", "2026"], "10000.00"),
        (["--agreed", "5000", "--year", "2026"], "5000.00"),
        (["--agreed", "43750", "--year", "2025"], "8750.00"),
        (["--agreed", "5000000", "--year", "2026"], "830000.00"),
        (["--no-agreement", "--claim", "6000", "--year", "2026"], "6000.00"),
        (["--non-monetary", "--court", "sulh", "--year", "2025"], "22500.00"),
        (["--tenancy-claim", "350000", "--year", "2026"], "56000.00"),
        (["--tenancy-claim", "1000000", "--tenancy-claim", "200000", "--year", "2026"], "188000.00"),
        (
            ["--tenancy-claim", "1000000", "--tenancy-claim", "200000", "--reading", "tenancyClaims=sumFirst"],
            "186000.00"
        ),
        // md. 21: completed on 03.11.2025 → the 2025 tariff; on 04.11.2025 → the 2026 tariff.
        (["--agreed", "1000000", "--end-date", "03.11.2025"], "190000.00"),
        (["--agreed", "100000", "--end-date", "2025-11-04"], "20000.00"),
    ]

    @Test(arguments: examples)
    func workedExample(_ arguments: [String], _ total: String) async {
        let run = await denklem.run(["attorney"] + arguments + ["--json"])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        expectEqual(run.json["total"] as? String, total)
        for language in ["tr", "en"] {
            let text = await denklem.run(["attorney"] + arguments + ["--lang", language])
            let lines = text.standardOutput.split(separator: "\n").map(String.init)
            let arithmetic = PrintedArithmetic(language: language)
            for mismatch in arithmetic.mismatches(in: lines) { Issue.record("\(language) \(arguments): \(mismatch)") }
            let printed = lines.first { $0.hasPrefix("Toplam:") || $0.hasPrefix("Total:") }.flatMap {
                arithmetic.amounts(in: $0).first
            }
            expectEqual(printed, Decimal(string: total))
        }
    }

    /// The PDF: every formula read back with pdftotext holds, and the total is the computed one.
    @Test func pdfFormulasHold() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("att-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (arguments, total) in Self.examples {
            let run = await denklem.run(["attorney"] + arguments + ["--lang", "tr", "--pdf", path])
            expectEqual(run.exitCode, .success)
            let articles = (await denklem.run(["attorney"] + arguments + ["--json"])).json["articles"] as? [String]
            let raw = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
                .replacingOccurrences(of: "\u{00A0}", with: " ")
            let cells = raw.components(separatedBy: "\n\n").map { paragraph in
                (articles ?? []).reduce(paragraph.replacingOccurrences(of: "\n", with: " ")) {
                    $0.replacingOccurrences(of: $1, with: " ")
                }
            }
            let arithmetic = PrintedArithmetic(language: "tr")
            for mismatch in arithmetic.mismatches(in: cells) { Issue.record("pdf \(arguments): \(mismatch)") }
            let amounts = cells.flatMap { arithmetic.amounts(in: $0) }
            #expect(amounts.contains(try #require(Decimal(string: total))), "\(arguments)")
        }
    }

    @Test(arguments: [
        (["--agreed", "100", "--court", "sulh"], "--court"),
        (["--agreed", "100", "--claim", "5"], "--claim"),
        (["--agreed", "100", "--no-agreement"], "--no-agreement"),
        (["--non-monetary", "--court", "ceza"], "ceza"),
        (["--no-agreement"], "--claim"),
        (["--agreed", "100", "--end-date", "2024-10-02"], "02.10.2024"),
        (["--tenancy-claim", "1", "--tenancy-claim", "2", "--tenancy-claim", "3"], "--tenancy-claim"),
        (["--agreed", "100", "--reading", "tenancyBasis=x"], "--reading"),
        // A year no AAÜT file may name is refused as such; a possible one says how to add it (issue 31).
        (["--agreed", "100", "--year", "99999"], "between 2013 and 2100"),
        (["--agreed", "100", "--year", "2031"], "(known years: 2025, 2026). Once that AAÜT is published"),
    ])
    func errors(_ arguments: [String], _ fragment: String) async {
        let run = await denklem.run(["attorney"] + arguments)
        expectNotEqual(run.exitCode, .success)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(fragment), "\(run.standardError)")
    }
}
