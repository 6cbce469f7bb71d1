import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Every "A × B = C" line and every total `denklem fee` prints — text (Turkish and English), JSON and the PDF read
/// back with pdftotext — recomputed over a grid of cases (issue 16: a line can be wrong while the total is right).
@Suite struct PrintedLinesGridTests {
    /// The grid: outcomes × dispute types × persons × mediators × hours × years, as a pairwise design: every pair of
    /// values meets in some case (212 cases; the full product's 980 took a tenth of the tests' CPU time).
    static let grid: [[String]] = {
        var cases: [[String]] = []
        for year in ["2025", "2026"] {
            // Every type with every amount; the mediator count turns with both, so each pair of values meets.
            for (typeIndex, type) in ["labor", "commercial", "consumer", "tenancy", "partition"].enumerated() {
                for (amountIndex, amount) in ["50000", "216666,67", "600001", "1000000", "5000000", "60000000"]
                    .enumerated()
                {
                    let mediators = String(1 + (typeIndex + amountIndex) % 3)
                    cases.append(["--type", type, "--agreed", amount, "--mediators", mediators, "--year", year])
                }
            }
            // Every type with every hour count; within a type the hours meet every party count with each mediator
            // count (hours 0–3 one mediator, the rest two, shifted by type), across types every hour count meets
            // every party and mediator count. 46 cases a year instead of the full product's 376.
            let partyCounts = ["2", "4", "7", "12"]
            for (typeIndex, type) in ["labor", "commercial", "family", "tenancy", "consumer", "other"].enumerated() {
                for (hoursIndex, hours) in ["0", "0.5", "1", "1.5", "2", "2.5", "3", "7.25"].enumerated()
                where hours != "0" || (type != "family" && type != "other") {
                    cases.append([
                        "--type", type, "--no-agreement", "--hours", hours,
                        "--parties", partyCounts[(hoursIndex + typeIndex) % 4],
                        "--mediators", String(1 + (hoursIndex / 4 + typeIndex) % 2), "--year", year,
                    ])
                }
            }
            for type in ["family", "labor"] {
                for hours in ["1", "3"] {
                    cases.append(["--type", type, "--non-monetary", "--hours", hours, "--year", year])
                    cases.append([
                        "--type", type, "--non-monetary", "--hours", hours, "--mediators", "2", "--year", year,
                    ])
                }
            }
            for type in ["labor", "commercial", "consumer"] {
                for files in ["10", "12", "31"] {
                    cases.append(["--type", type, "--series", files, "--parties", "3", "--year", year])
                }
            }
            cases += [
                ["--type", "tenancy", "--eviction", "--monthly-rent", "40000", "--year", year],
                ["--type", "tenancy", "--eviction", "--monthly-rent", "20000", "--mediators", "2", "--year", year],
                [
                    "--type", "tenancy", "--rent-determination", "--old-rent", "20000", "--new-rent", "30000", "--year",
                    year,
                ],
                [
                    "--type", "tenancy", "--rent-determination", "--old-rent", "30000", "--new-rent", "20000", "--year",
                    year,
                ],
                [
                    "--type", "tenancy", "--eviction", "--monthly-rent", "40000", "--rent-determination", "--old-rent",
                    "20000", "--new-rent", "30000", "--year", year,
                ],
                [
                    "--type", "labor", "--reinstatement", "--compensation", "200000", "--idle-wages", "200000",
                    "--other-rights", "50000", "--year", year,
                ],
                [
                    "--type", "labor", "--reinstatement", "--monthly-wage", "40000,50", "--compensation-months", "4",
                    "--idle-months", "4", "--other-rights", "1000", "--year", year,
                ],
                ["--type", "labor", "--no-agreement", "--hours", "3", "--parties", "4", "--voluntary", "--year", year],
                // Another split agreed (Madde 3(1)): the employer pays all; thirds that do not divide evenly.
                ["--type", "labor", "--agreed", "100000", "--split", "100/0", "--year", year],
                [
                    "--type", "commercial", "--no-agreement", "--hours", "3", "--parties", "3", "--split",
                    "33,33/33,33/33,34", "--year", year,
                ],
                ["--type", "consumer", "--agreed", "777777,77", "--split", "70/30", "--year", year],
                ["--type", "labor", "--series", "11", "--split", "60/40", "--year", year],
            ]
        }
        return cases
    }()

    @Test func textFormulasHold() async {
        var formulas = 0
        for arguments in Self.grid {
            for language in ["tr", "en"] {
                let run = await denklem.run(["fee"] + arguments + ["--lang", language])
                expectEqual(run.exitCode, .success, "\(arguments)")
                let lines = run.standardOutput.split(separator: "\n").map(String.init)
                let arithmetic = PrintedArithmetic(language: language)
                formulas += arithmetic.formulas(in: lines).count
                for mismatch in arithmetic.mismatches(in: lines) {
                    Issue.record("\(language) \(arguments): \(mismatch)")
                }
                checkSummary(lines, arithmetic, arguments)
            }
        }
        #expect(formulas > 1500)
    }

    /// Total = state pays + parties pay, as printed.
    private func checkSummary(_ lines: [String], _ arithmetic: PrintedArithmetic, _ arguments: [String]) {
        func amount(_ prefixes: [String]) -> Decimal? {
            lines.first { line in prefixes.contains { line.hasPrefix($0) } }.flatMap {
                arithmetic.amounts(in: $0).first
            }
        }
        guard let total = amount(["Toplam:", "Total:"]), let state = amount(["Bakanlık öder:", "State pays:"]),
            let parties = amount(["Taraflar öder:", "Parties pay:"])
        else {
            Issue.record("summary missing: \(arguments)")
            return
        }
        expectEqual(total, state + parties, "\(arguments)")
    }

    @Test func jsonLinesAndTotalsHold() async {
        for arguments in Self.grid {
            let run = await denklem.run(["fee"] + arguments + ["--json"])
            let json = run.json
            let arithmetic = PrintedArithmetic(language: "en")
            let lines = (json["breakdown"] as? [[String: Any]]) ?? []
            #expect(!lines.isEmpty, "\(arguments)")
            for line in lines {
                guard let text = line["text"] as? String else { continue }
                for formula in arithmetic.formulas(in: [text]) {
                    // The line's amount is the exact value; the text shows it rounded.
                    if let amount = (line["amount"] as? String).flatMap({ Decimal(string: $0) }), !formula.divides {
                        expectEqual(PrintedArithmetic.round(formula.computed), amount, "\(arguments): \(text)")
                    }
                }
                for mismatch in arithmetic.mismatches(in: [text]) { Issue.record("json \(arguments): \(mismatch)") }
            }
            checkJSONTotals(json, arguments)
        }
    }

    private func checkJSONTotals(_ json: [String: Any], _ arguments: [String]) {
        func money(_ key: String) -> Decimal { (json[key] as? String).flatMap { Decimal(string: $0) } ?? -1 }
        func sum(_ shares: [[String: Any]]?, _ key: String) -> Decimal {
            (shares ?? []).reduce(Decimal(0)) { $0 + ((($1[key] as? String).flatMap { Decimal(string: $0) }) ?? 0) }
        }
        let shares = json["partyShares"] as? [[String: Any]]
        let total = money("total")
        expectEqual(sum(shares, "share") + money("statePortion"), total, "\(arguments)")
        expectEqual(sum(shares, "paidByState") + money("statePortion"), money("statePays"), "\(arguments)")
        expectEqual(sum(shares, "paidByParty"), money("partiesPay"), "\(arguments)")
        expectEqual(money("statePays") + money("partiesPay"), total, "\(arguments)")
        let mediators = (json["mediatorShares"] as? [String])?.compactMap { Decimal(string: $0) } ?? []
        expectEqual(mediators.reduce(0, +), total, "\(arguments)")
        if let perFile = json["perFileShares"] as? [[String: Any]] {
            expectEqual(sum(perFile, "share"), money("perFile"), "\(arguments)")
        }
    }

    /// Every second case of the grid as a PDF, in Turkish and English: the breakdown's formulas and the parties'
    /// shares table (each column's total row against the sum of its rows).
    @Test func pdfFormulasAndTableTotalsHold() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var tables = 0
        for (index, arguments) in Self.grid.enumerated() where index % 2 == 0 {
            let language = index % 4 == 0 ? "tr" : "en"
            let run = await denklem.run(["fee"] + arguments + ["--lang", language, "--pdf", path])
            expectEqual(run.exitCode, .success, "\(arguments)")
            let arithmetic = PrintedArithmetic(language: language)
            let raw = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
                .replacingOccurrences(of: "\u{00A0}", with: " ")
            // pdftotext gives each table cell as a paragraph; a wrapped cell is joined back into one line.
            // pdftotext may give a wrapped cell and the article cell beside it as one paragraph: the articles (known
            // from --json) are taken out so that "… = [Tarife md. 3(3)] 42.000,00 TL" reads as printed.
            let articles = (await denklem.run(["fee"] + arguments + ["--json"])).json["articles"] as? [String] ?? []
            let cells = raw.components(separatedBy: "\n\n").map { paragraph in
                articles.reduce(paragraph.replacingOccurrences(of: "\n", with: " ")) {
                    $0.replacingOccurrences(of: $1, with: " ")
                }
            }
            #expect(!arithmetic.formulas(in: cells).isEmpty, "\(arguments)")
            for mismatch in arithmetic.mismatches(in: cells) {
                Issue.record("pdf \(language) \(arguments): \(mismatch)")
            }
            let layout = try ToolRunner.run(
                "/usr/bin/pdftotext", ["-layout", "-fixed", "3", "-enc", "UTF-8", path, "-"]
            )
            .standardOutput.replacingOccurrences(of: "\u{00A0}", with: " ")
            tables += checkSharesTable(layout, arithmetic, language, arguments)
        }
        #expect(tables > 100)
    }

    /// Checks the parties' shares table and returns 1 when it was found.
    ///
    /// Rows of three amounts (share, paid by the state, paid by the party) up to the total row; each total equals its
    /// column's sum.
    private func checkSharesTable(
        _ layout: String, _ arithmetic: PrintedArithmetic, _ language: String, _ arguments: [String]
    ) -> Int {
        let heading = language == "tr" ? "Taraflarınpayları" : "Parties’shares"
        let totalLabel = language == "tr" ? "Toplam" : "Total"
        let lines = layout.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.filter { !$0.isWhitespace } == heading }) else {
            Issue.record("no shares table: \(arguments)")
            return 0
        }
        var sums: [Decimal] = [0, 0, 0]
        for line in lines[(start + 1)...] {
            let amounts = arithmetic.amounts(in: line)
            guard amounts.count == 3 else { continue }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix(totalLabel) {
                expectEqual(amounts, sums, "\(language) \(arguments): total row \(amounts) vs rows \(sums)")
                return 1
            }
            for column in 0..<3 { sums[column] += amounts[column] }
        }
        Issue.record("no total row: \(arguments)")
        return 0
    }
}
