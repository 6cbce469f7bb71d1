import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denklem fee|deadline|smm --pdf FILE` run in-process.
///
/// Checks the file's text (pdftotext), metadata (pdfinfo), structure
/// (qpdf) and the error paths. Needs poppler-utils, qpdf and fonts-dejavu-core (scripts/install-deps).
@Suite struct PDFReportCommandTests {
    private static func temporaryPDF() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("denklem-\(UUID().uuidString).pdf").path
    }

    @Test func writesTheFeeReportInTurkish() async throws {
        let path = Self.temporaryPDF()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await denklem.run(
            ["fee", "--type", "labor", "--agreed", "1.000.000", "--mediators", "2", "--pdf", path],
            language: "tr_TR.UTF-8")
        expectEqual(run.exitCode, .success)
        #expect(run.standardOutput.contains("Toplam:            84.000,00 TL"))
        // Amounts keep their "TL" on the same line with U+00A0.
        let text = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"]).standardOutput
            .replacingOccurrences(of: "\u{00A0}", with: " ")
        for expected in [
            "Arabuluculuk Ücreti Hesabı", "işçi-işveren · 2026 tarifesi · Resmî Gazete 26.12.2025, sayı 33119",
            "Girdiler", "Anlaşma bedeli", "1.000.000,00 TL", "Hesap dökümü",
            "1. dilim: 600.000,00 TL × %9 = 54.000,00 TL", "Toplam", "84.000,00 TL", "Arabulucu başına", "42.000,00 TL",
            "Tarafların payları", "Bakanlık öder", "Varsayımlar", "Sayfa 1 / 2", "1 Mart 2026 · denklem",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        let info = try ToolRunner.run("/usr/bin/pdfinfo", [path]).standardOutput
        #expect(info.contains("Title:           Arabuluculuk Ücreti Hesabı"))
        #expect(info.contains("Pages:           2"))
        #expect(info.contains("Page size:       595.276 x 841.89 pts (A4)"))
        #expect(
            try ToolRunner.run("/usr/bin/qpdf", ["--check", path]).standardOutput.contains(
                "No syntax or stream encoding errors"))
    }

    @Test func writesDeadlineAndSMMReportsOnLetterInEnglish() async throws {
        let deadline = Self.temporaryPDF()
        let smm = Self.temporaryPDF()
        defer { for path in [deadline, smm] { try? FileManager.default.removeItem(atPath: path) } }
        let first = await denklem.run([
            "deadline", "--type", "labor", "--assigned", "2026-04-02", "--pdf", deadline, "--paper", "letter",
        ])
        expectEqual(first.exitCode, .success)
        let deadlineText = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", deadline, "-"]).standardOutput
        #expect(deadlineText.contains("Mediation Period"))
        #expect(deadlineText.contains("2026-04-23"))
        #expect(try ToolRunner.run("/usr/bin/pdfinfo", [deadline]).standardOutput.contains("612 x 792 pts (letter)"))
        let second = await denklem.run(["smm", "--gross", "10000", "--payer", "company", "--pdf", smm])
        expectEqual(second.exitCode, .success)
        let smmText = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", smm, "-"]).standardOutput
        #expect(smmText.contains("Self-Employment Receipt (SMM) Calculation"))
        #expect(smmText.contains("₺12,000.00"))
    }

    @Test func isReproducibleAndReportsFontAndWriteErrors() async throws {
        let first = Self.temporaryPDF()
        let second = Self.temporaryPDF()
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        _ = await denklem.run(["smm", "--gross", "100", "--payer", "person", "--pdf", first])
        _ = await denklem.run(["smm", "--gross", "100", "--payer", "person", "--pdf", second])
        expectEqual(FileManager.default.contents(atPath: first), FileManager.default.contents(atPath: second))
        let missingFont = await denklem.run([
            "smm", "--gross", "100", "--payer", "person", "--pdf", first, "--font", "/nonexistent.ttf",
        ])
        #expect(missingFont.exitCode == .noInput)  // a file that is not there: 66, as for --holidays (issue 31)
        #expect(missingFont.standardError.contains("/nonexistent.ttf"))
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: second))
        let notAFont = await denklem.run([
            "smm", "--gross", "100", "--payer", "person", "--pdf", first, "--font", second,
        ])
        expectEqual(notAFont.exitCode, .dataError)
        let unwritable = await denklem.run([
            "smm", "--gross", "100", "--payer", "person", "--pdf", "/nonexistent-dir/x.pdf",
        ])
        expectEqual(unwritable.exitCode, .cannotCreate)
        #expect(unwritable.standardError.contains("cannot create /nonexistent-dir/x.pdf: its folder does not exist"))
        // Nothing on standard output when the PDF cannot be written: no report that looks like success.
        #expect(unwritable.standardOutput.isEmpty)
        let onStandardOutput = await denklem.run(["smm", "--gross", "100", "--payer", "person", "--pdf", "-"])
        expectEqual(onStandardOutput.exitCode, .success)
        #expect(onStandardOutput.standardOutput.hasPrefix("%PDF-1."))
        #expect(onStandardOutput.standardOutput.hasSuffix("%%EOF\n"))
        for command in [
            ["fee", "--type", "labor", "--agreed", "5000"],
            ["deadline", "--type", "labor", "--assigned", "2026-04-02"],
        ] {
            let run = await denklem.run(command + ["--pdf", "/nonexistent-dir/x.pdf"])
            expectEqual(run.exitCode, .cannotCreate)
            #expect(run.standardOutput.isEmpty)
        }
    }
}
