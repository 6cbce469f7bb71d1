import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Issue 31, the rest of "polish a mediator would notice": each test recomputes what is printed.
@Suite struct PolishRoundThreeTests {
    static func temporaryPDF() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("denklem-\(UUID().uuidString).pdf").path
    }

    /// The text of a PDF, non-breaking spaces as spaces.
    static func pdfText(_ path: String) throws -> String {
        try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// The amount at the end of the first line starting with `label` (Turkish notation: `36.000,00 TL`).
    static func amount(after label: String, in text: String) -> Decimal? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(label) }),
            let word = line.split(separator: " ").dropLast().last
        else { return nil }
        return Decimal(string: word.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: "."))
    }

    /// A series of 12 labor files (2026): the common party pays 12 × 3.000 = 36.000, each counterparty only its own
    /// file's 3.000; no line says every party pays 36.000 — in the text, the JSON and the PDF's shares table.
    @Test func seriesSaysWhoPaysWhat() async throws {
        let path = Self.temporaryPDF()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await denklem.run(
            ["--lang", "tr", "fee", "--year", "2026", "--type", "labor", "--series", "12", "--pdf", path])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        let text = run.standardOutput
        let common = Self.amount(after: "Ortak taraf öder (tüm dosyalar):", in: text)
        let counterparty = Self.amount(after: "Karşı taraf başına (kendi dosyası):", in: text)
        let total = Self.amount(after: "Toplam:", in: text)
        #expect(common == 12 * 3000 && counterparty == 3000 && total == 72000)
        if let common, let counterparty { #expect(common + 12 * counterparty == total) }
        #expect(!text.contains("Taraf başına:") && !text.contains("her birine 36.000,00 TL"))
        #expect(text.contains("12 × 3.000,00 TL = 36.000,00 TL"))
        let pdf = try Self.pdfText(path).replacingOccurrences(of: "\n", with: " ")
        #expect(pdf.contains("1 (ortak taraf, tüm dosyalar)"), "\(pdf)")
        #expect(pdf.contains("12 dosyanın karşı tarafları, her biri kendi dosyası için 3.000,00 TL"), "\(pdf)")
        let json = await denklem.run(["fee", "--year", "2026", "--type", "labor", "--series", "12", "--json"])
        #expect(
            (json.json["partyShares"] as? [[String: Any]])?.compactMap { $0["share"] as? String } == [
                "36000.00", "36000.00",
            ])
        #expect(
            (json.json["perFileShares"] as? [[String: Any]])?.compactMap { $0["share"] as? String } == [
                "3000.00", "3000.00",
            ])
    }

    /// The counting note fits what is shown.
    ///
    /// "No source confirms it binds the mediator's period" only under the mediator's own period; HMK md. 92–93
    /// directly under the periods after the son tutanak; the PDF's title names what it holds (a limitation period
    /// is not "Arabuluculuk Süresi").
    @Test(arguments: [
        (["--assigned", "2026-04-02"], true, false, "Arabuluculuk Süresi"),
        (["--final-record", "2026-03-02", "--reinstatement"], false, true, "Son Tutanaktan Sonraki Süreler"),
        (
            ["--final-record", "2026-03-02", "--application", "2026-01-05", "--limitation-end", "2026-06-30"], false,
            true, "Son Tutanaktan Sonraki Süreler"
        ),
        (
            ["--assigned", "2026-01-05", "--final-record", "2026-03-02", "--reinstatement"], true, true,
            "Arabuluculuk Süresi ve Sonraki Süreler"
        ),
    ])
    func deadlineNotesFitTheirContext(options: [String], mediatorNote: Bool, afterNote: Bool, title: String)
        async throws
    {
        let path = Self.temporaryPDF()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await denklem.run(["--lang", "tr", "deadline", "--type", "labor"] + options + ["--pdf", path])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        let pdf = try Self.pdfText(path).replacingOccurrences(of: "\n", with: " ")
        for output in [run.standardOutput.replacingOccurrences(of: "\n", with: " "), pdf] {
            expectEqual(output.contains("arabulucunun süresine uygulandığını"), mediatorNote)
            expectEqual(output.contains("ilk iş gününün bitiminde sona erer (HMK md. 93)"), afterNote)
        }
        #expect(pdf.hasPrefix(title + " "), "\(pdf.prefix(80))")
        let info = try ToolRunner.run("/usr/bin/pdfinfo", [path]).standardOutput
        #expect(info.contains("Title:           \(title)\n"), "\(info)")
    }

    static let languages = ["tr", "en", "es", "fr", "de", "zh-Hans", "ja"]

    /// A figure missing from the 2024 data is named in words with its article, never by its data path.
    @Test(arguments: languages)
    func missingFigureNamedInWords(language: String) async {
        let minimum = await denklem.run([
            "--lang", language, "fee", "--year", "2024", "--type", "labor", "--agreed", "1000",
        ])
        expectEqual(minimum.exitCode, .dataError)
        #expect(!minimum.standardError.contains("minimumFees") && minimum.standardError.contains("7(7)"))
        let hourly = await denklem.run(
            ["--lang", language, "fee", "--year", "2024", "--type", "partition", "--no-agreement", "--hours", "3"])
        #expect(!hourly.standardError.contains("hourlyRates") && hourly.standardError.contains("Ek Birinci Kısım"))
    }

    /// "1 mediator", "2 mediators": no "mediator(s)" in any language; the arithmetic on the line still holds.
    @Test(arguments: languages)
    func mediatorCountsAgree(language: String) async {
        for mediators in ["1", "2"] {
            let run = await denklem.run([
                "--lang", language, "fee", "--year", "2026", "--type", "labor", "--no-agreement", "--hours", "3",
                "--mediators", mediators,
            ])
            expectEqual(run.exitCode, .success)
            for marker in ["(s)", "(es)", "(en)"] {
                #expect(!run.standardOutput.contains(marker), "\(run.standardOutput)")
            }
        }
        guard language == "en" else { return }
        let one = await denklem.run(["fee", "--year", "2026", "--type", "labor", "--no-agreement", "--hours", "3"])
        #expect(one.standardOutput.contains("2 h × ₺2,260.00 × 1 mediator = ₺4,520.00"))
        let two = await denklem.run(
            ["fee", "--year", "2026", "--type", "labor", "--no-agreement", "--hours", "3", "--mediators", "2"])
        #expect(two.standardOutput.contains("2 h × ₺2,260.00 × 2 mediators = ₺9,040.00"))
    }

    /// A Turkish amount or percentage (`1.130,00 TL`, `%7,5`) as a plain number (`1130.00`, `7.5`).
    static func plain(_ text: some StringProtocol) -> String {
        text.replacingOccurrences(of: " TL", with: "").replacingOccurrences(of: "%", with: "")
            .replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
    }

    /// `tariff` prints its tables under column heads, and every figure under its head is the tariff's (read back
    /// against `tariff --json`), for both bundled years.
    @Test(arguments: [2025, 2026])
    func tariffTablesHaveColumnHeads(year: Int) async throws {
        let run = await denklem.run(["--lang", "tr", "tariff", "--year", String(year)])
        let json = await denklem.run(["tariff", "--year", String(year), "--json"])
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let partOne = try #require(lines.firstIndex { $0.contains("2 kişi, taraf başına") && $0.contains("11+ kişi") })
        let partTwo = try #require(lines.firstIndex { $0.contains("Anlaşma bedeli") && $0.contains("Birden fazla") })
        let rates = try #require(json.json["hourlyRates"] as? [[String: Any]])
        for (offset, rate) in rates.enumerated() {
            let cells = lines[partOne + 1 + offset].components(separatedBy: "  ").filter { !$0.isEmpty }
            let amounts = cells.suffix(4).map { Self.plain($0.trimmingCharacters(in: .whitespaces)) }
            let keys = ["perPartyTwoPersons", "threeToFivePersons", "sixToTenPersons", "elevenOrMorePersons"]
            #expect(amounts == keys.map { rate[$0] as? String ?? "" }, "\(cells)")
        }
        let bands = try #require(json.json["bands"] as? [[String: Any]])
        for (offset, band) in bands.enumerated() {
            let cells = lines[partTwo + 1 + offset].split(separator: " ").suffix(2).map { Self.plain($0) }
            expectEqual(cells, [band["singlePercent"] as? String ?? "", band["multiplePercent"] as? String ?? ""])
        }
    }

    /// `smm --vat-included T`: the receipt a company's KDV-included total gives (gross T / 1,20, KDV T − gross), the
    /// lines recomputed from the printed text and the JSON, amounts lined up on the right; it excludes --gross.
    @Test(arguments: ["12000", "9999.99", "4520"])
    func vatIncludedInput(total: String) async throws {
        let json = await denklem.run(["smm", "--vat-included", total, "--payer", "company", "--json"])
        expectEqual(json.exitCode, .success, "\(json.standardError)")
        let value = { (key: String) in Decimal(string: json.json[key] as? String ?? "") ?? -1 }
        let typed = try #require(Decimal(string: total))
        expectEqual(value("payerTotal"), typed)
        expectEqual(value("gross") + value("vat"), typed)
        expectEqual(value("incomeTaxWithholding"), (value("gross") * 20 / 100).roundedToKurus)
        expectEqual(value("net"), value("gross") - value("incomeTaxWithholding"))
        let text = await denklem.run(["--lang", "tr", "smm", "--vat-included", total, "--payer", "company"])
        let lines = text.standardOutput.split(separator: "\n").filter { $0.hasSuffix(" TL") }
        expectEqual(lines.count, 7)
        expectEqual(Set(lines.map(\.count)).count, 1, "\(lines)")
        let both = await denklem.run(["smm", "--vat-included", total, "--gross", "1", "--payer", "company"])
        expectEqual(both.exitCode, .usage)
    }

    /// A rent lowered from 300.000 to 150.000 a month (2026): base (300.000 − 150.000) × 12 = 1.800.000 and 93.600 by
    /// default, recomputed from the printed line in the text and the PDF; `rentDecrease=increaseOnly` gives 9.000.
    @Test func rentDecreaseIsPrintedAndRecomputed() async throws {
        let path = Self.temporaryPDF()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let arguments = [
            "--lang", "tr", "fee", "--year", "2026", "--type", "kira", "--rent-determination", "--old-rent", "300000",
            "--new-rent", "150000",
        ]
        let run = await denklem.run(arguments + ["--pdf", path])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        let line = "Kira tespiti esası (kira indirildi): (300.000,00 TL − 150.000,00 TL) × 12 = 1.800.000,00 TL"
        let pdf = try Self.pdfText(path).replacingOccurrences(of: "\n", with: " ")
        for output in [run.standardOutput, pdf] {
            #expect(output.contains(line), "\(output)")
            #expect(output.contains("Kira indirildiğinde de esas, belirlenen kira farkının bir yıllık tutarıdır"))
        }
        // The four numbers of the line: old, new, 12, base; the base is (old − new) × 12.
        let numbers =
            line.split(separator: ":").last.map { text in
                text.split(whereSeparator: { !$0.isNumber && $0 != "." && $0 != "," }).compactMap {
                    Decimal(string: Self.plain($0))
                }
            } ?? []
        expectEqual(numbers.count, 4)
        if numbers.count == 4 { #expect((numbers[0] - numbers[1]) * numbers[2] == numbers[3]) }
        expectEqual(Self.amount(after: "Toplam:", in: run.standardOutput), 93_600)
        let json = await denklem.run(Array(arguments.dropFirst(2)) + ["--json"])
        expectEqual(json.json["total"] as? String, "93600.00")
        expectEqual((json.json["assumptions"] as? [String])?.contains("rentDecrease.difference"), true)
        let literal = await denklem.run(
            Array(arguments.dropFirst(2)) + ["--reading", "rentDecrease=increaseOnly", "--json"])
        expectEqual(literal.json["total"] as? String, "9000.00")
    }

    /// The consumer cap with 4 persons (2026, 14.000 agreed): the state pays 1.100 by default, 2.000 under
    /// `consumerCap=twoPersonRate`, in the JSON and in the PDF's shares table, whose column adds up.
    @Test func consumerCapReadingsReachTheDocument() async throws {
        let base = ["fee", "--year", "2026", "--type", "consumer", "--agreed", "14000", "--parties", "4"]
        for (reading, paid) in [("perPartyTwoHours", "1100.00"), ("twoPersonRate", "2000.00")] {
            let json = await denklem.run(base + ["--reading", "consumerCap=\(reading)", "--json"])
            expectEqual(json.json["statePays"] as? String, paid)
            let path = Self.temporaryPDF()
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = await denklem.run(
                ["--lang", "tr"] + base + ["--reading", "consumerCap=\(reading)", "--pdf", path])
            expectEqual(run.exitCode, .success)
            let pdf = try Self.pdfText(path)
            let turkish = paid.replacingOccurrences(of: ".", with: ",").replacingOccurrences(of: "1100", with: "1.100")
                .replacingOccurrences(of: "2000", with: "2.000")
            #expect(pdf.contains(turkish + " TL"), "\(reading): \(pdf)")
        }
    }

    /// `--ended-without-fee` gives a total of 0 under the tariff's madde 5(2).
    ///
    /// The article is in the JSON and the text, can be looked up with `law show`, and a voluntary mediation is
    /// refused (65).
    @Test func endedWithoutFeeOwesNothing() async {
        let json = await denklem.run([
            "fee", "--year", "2026", "--type", "labor", "--ended-without-fee", "registered-twice", "--json",
        ])
        expectEqual(json.exitCode, .success)
        expectEqual(json.json["total"] as? String, "0.00")
        expectEqual((json.json["articles"] as? [String])?.first, "Tarife md. 5(2)")
        let text = await denklem.run([
            "--lang", "tr", "fee", "--year", "2026", "--type", "labor", "--ended-without-fee", "registered-twice",
        ])
        #expect(text.standardOutput.contains("Başvuru mükerrer kaydedildi: dava şartı arabuluculukta ücret doğmaz"))
        let law = await denklem.run(["law", "show", "Tarife md. 5(2)"])
        #expect(law.standardOutput.contains("mükerrer kayıt") || law.standardOutput.contains("mükerrer"))
        let voluntary = await denklem.run(["fee", "--type", "family", "--ended-without-fee", "not-suitable"])
        expectEqual(voluntary.exitCode, .dataError)
    }
}

extension Decimal {
    /// Rounded half up to the kuruş.
    fileprivate var roundedToKurus: Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, 2, .plain)
        return result
    }
}
