import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import Testing

/// `denizrota plan NAME --pdf FILE` as the built binary against the fake Open-Meteo server.
///
/// Checks the report's Turkish
/// text (pdftotext), metadata and page size (pdfinfo), structure (qpdf), vector-only chart (pdfimages) and the
/// font and write errors. Needs poppler-utils, qpdf and fonts-dejavu-core (scripts/install-deps).
@Suite(.serialized) struct DenizrotaPlanPDFTests {
    /// Route names with the Turkish letters a font subset or ToUnicode map would lose first (İ ı ş ğ ö ç ü).
    static func turkishRoute() throws -> Route {
        try Route(
            name: "Gökova gezisi",
            waypoints: [
                Waypoint(name: "Gökova İskelesi", coordinate: GeoCoordinate(latitude: 36.95, longitude: 27.85)),
                Waypoint(name: "Körfez ağzı şamandıra", coordinate: GeoCoordinate(latitude: 36.90, longitude: 27.55)),
                Waypoint(name: "Knidos açığı", coordinate: GeoCoordinate(latitude: 36.66, longitude: 27.30)),
            ])
    }

    static func temporaryPDF() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString).pdf").path
    }

    /// Standard output of a checker from Debian (`pdftotext`, `pdfinfo`, `qpdf`, `pdfimages`), by absolute path.
    static func tool(_ path: String, _ arguments: [String]) throws -> String {
        try ToolRunner.run(path, arguments).standardOutput
    }

    /// Runs `plan "Gökova gezisi" --pdf FILE` in Turkish with a fixed creation date; returns the run and the file.
    static func turkishReport(scenario: String, extra: [String] = []) throws -> (run: ToolRun, path: String) {
        var environment = try DenizrotaPlanTests.environment(scenario: scenario, route: try turkishRoute())
        environment["LANG"] = "tr_TR.UTF-8"
        environment["SOURCE_DATE_EPOCH"] = "1775111400"  // 2026-04-02T06:30:00Z
        let path = temporaryPDF()
        let run = try ToolRunner.run(
            "denizrota", ["plan", "Gökova gezisi", "--pdf", path] + extra, environment: environment)
        return (run, path)
    }

    @Test func writesThePassagePlanInTurkish() throws {
        let (run, path) = try Self.turkishReport(scenario: "fresh")
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectEqual(run.status, 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Seyir planı \"Gökova gezisi\", kalkış "))
        let text = try Self.tool("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"])
        for expected in [
            "Seyir Planı: Gökova gezisi", "Kalkış", "Varış", "Mesafe", "Süre", "Yakıt", "Bacaklar", "Gökova İskelesi",
            "Körfez ağzı şamandıra", "Knidos açığı", "Gerçek", "Manyetik", "Yakıt", "Toplam",
            "Noktalarda hava ve risk", "Rüzgâr", "Hamle", "Açıklık", "sarı (rüzgâr", "Özet",
            "Rüzgâr ve hamle knot, deniz (belirgin dalga yüksekliği) metre",
            "en kötü: sarı", "en kötü bacak: 1 → 2", "Rota haritası", "Hava: Open-Meteo.com (CC BY 4.0)",
            "2 Nisan 2026 · denizrota 0.1.0",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        // Wind 21 kn, gusts 26 kn (scenario fresh): yellow under the default limits.
        #expect(text.contains("21") && text.contains("26"))
        let info = try Self.tool("/usr/bin/pdfinfo", [path])
        let pages = try #require(
            info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap {
                Int($0.split(separator: " ").last ?? "")
            })
        #expect(text.contains("Sayfa 1 / \(pages)") && text.contains("Sayfa \(pages) / \(pages)"))
        #expect(info.contains("Title:           Seyir Planı: Gökova gezisi"))
        #expect(info.contains("Creator:         denizrota 0.1.0"))
        #expect(info.contains("CreationDate:") && info.contains("2026"))
        #expect(info.contains("Page size:       595.276 x 841.89 pts (A4)"))
        #expect(try Self.tool("/usr/bin/qpdf", ["--check", path]).contains("No syntax or stream encoding errors"))
        // The chart is vector graphics: the file holds no image at all.
        let images = try Self.tool("/usr/bin/pdfimages", ["-list", path]).split(separator: "\n")
        expectEqual(images.count, 2, "only the header lines of pdfimages -list: \(images)")
    }

    @Test func letterPaperAndReproducibleBytes() throws {
        let first = try Self.turkishReport(
            scenario: "ok", extra: ["--paper", "letter", "--depart", "2029-06-01T00:00Z", "--partial"])
        let second = try Self.turkishReport(
            scenario: "ok", extra: ["--paper", "letter", "--depart", "2029-06-01T00:00Z", "--partial"])
        defer { for path in [first.path, second.path] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(first.run.status == 0 && second.run.status == 0, "\(first.run.standardError)")
        #expect(try Self.tool("/usr/bin/pdfinfo", [first.path]).contains("612 x 792 pts (letter)"))
        // Departure beyond the forecast (--partial): every waypoint unknown, the same bytes both times.
        expectEqual(FileManager.default.contents(atPath: first.path), FileManager.default.contents(atPath: second.path))
        let text = try Self.tool("/usr/bin/pdftotext", ["-enc", "UTF-8", first.path, "-"])
        #expect(text.contains("bilinmiyor") && text.contains("1 Haziran 2029 00:00 UTC"))
    }

    @Test func fontAndWriteErrorsHaveTheirExitCodes() throws {
        let missing = try Self.turkishReport(scenario: "ok", extra: ["--font", "/nonexistent/font.ttf"])
        expectEqual(missing.run.status, 66)  // EX_NOINPUT, as denklem (bounded read, issue 31's note)
        #expect(missing.run.standardError.contains("/nonexistent/font.ttf okunmak üzere açılamadı"))
        #expect(missing.run.standardOutput.isEmpty, "the font is checked before any work")
        // Read within 32 MiB by CLIKit's pdfFonts, shared with denklem (issue 35): a device is refused, not read forever.
        let device = try Self.turkishReport(scenario: "ok", extra: ["--font", "/dev/zero"])
        expectEqual(device.run.status, 65)
        let notAFont = try Self.turkishReport(scenario: "ok", extra: ["--font", "/etc/hostname"])
        expectEqual(notAFont.run.status, 65)
        #expect(notAFont.run.standardError.contains("kullanılabilir bir TrueType yazı tipi değil"))
        var environment = try DenizrotaPlanTests.environment(scenario: "ok")
        environment["LANG"] = "C"
        let unwritable = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--pdf", "/nonexistent/dir/plan.pdf"], environment: environment)
        expectEqual(unwritable.status, 73)
        #expect(unwritable.standardError.contains("cannot create /nonexistent/dir/plan.pdf: its folder does not exist"))
        #expect(unwritable.standardOutput.isEmpty)
    }
}
