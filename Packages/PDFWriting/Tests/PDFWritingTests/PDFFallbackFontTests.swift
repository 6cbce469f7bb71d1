import Expectations
import Foundation
import Testing

@testable import PDFWriting

/// Characters DejaVu Sans lacks (Chinese, Japanese) are drawn in the fallback face, Droid Sans Fallback from Debian
/// `fonts-droid-fallback` (scripts/install-deps), embedded as a second subset CID font with its own ToUnicode map.
@Suite struct PDFFallbackFontTests {
    static let fallbackPath = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
    static let mixed = "调解费 ₺1.234,56 — 調停手数料 は ok"

    private func fonts() throws -> PDFFonts {
        let dejaVu = try PDFTestSupport.fonts()
        let fallback = try TrueTypeFont(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Self.fallbackPath))))
        return PDFFonts(regular: dejaVu.regular, bold: dejaVu.bold, fallback: fallback)
    }

    private func document(compressed: Bool = true) throws -> PDFWriter {
        var document = PDFWriter(fonts: try fonts(), metadata: PDFTestSupport.metadata("调解费"))
        document.compressesStreams = compressed
        var page = PDFDrawing(width: PDFPageSize.a4.width, height: PDFPageSize.a4.height)
        page.text(Self.mixed, at: PDFPoint(x: 72, y: 100), size: 12)
        page.text("合計 total", at: PDFPoint(x: 520, y: 130), size: 14, style: .bold, alignment: .right)
        document.addPage(page)
        return document
    }

    @Test func runsSplitWhereTheFaceChanges() throws {
        let fonts = try fonts()
        let runs = fonts.runs(of: "费 ₺1 調x", style: .regular)
        expectEqual(runs.map(\.face), [.fallback, .regular, .fallback, .regular])
        expectEqual(runs.map(\.text), ["费", " ₺1 ", "調", "x"])
        expectEqual(fonts.runs(of: "合計 ok", style: .bold).map(\.face), [.fallback, .bold])
        let dejaVuOnly = PDFFonts(regular: fonts.regular)
        expectEqual(dejaVuOnly.runs(of: "费 x", style: .regular), [PDFTextRun(face: .regular, text: "费 x")])
        let width = fonts.width(of: "费x", size: 10, style: .regular)
        let expected = fonts.font(for: .fallback).width(of: "费", size: 10) + fonts.regular.width(of: "x", size: 10)
        #expect(abs(width - expected) < 1e-9)
        expectNotEqual(fonts.font(for: .fallback).glyph(for: "费"), 0)
    }

    @Test func extractsTheExactChineseAndJapaneseText() throws {
        let path = try PDFTestSupport.write(try document().render())
        let text = try PDFTestSupport.pdftotext(path)
        #expect(text.contains(Self.mixed))
        #expect(text.contains("合計 total"))
    }

    @Test(arguments: [true, false])
    func embedsTwoSubsetFontsThatPassQpdf(compressed: Bool) throws {
        let bytes = try document(compressed: compressed).render()
        let path = try PDFTestSupport.write(bytes)
        let check = try PDFTestSupport.qpdfCheck(path)
        expectEqual(check.status, 0)
        let fonts = try PDFTestSupport.run("/usr/bin/pdffonts", [path]).output
        #expect(fonts.contains("+DejaVuSans "))
        #expect(fonts.contains("+DejaVuSans-Bold "))
        #expect(fonts.contains("+DroidSansFallback"))
        if compressed { #expect(bytes.count < 120_000, "\(bytes.count) bytes") }
        expectEqual(bytes, (try document(compressed: compressed).render()))
    }

    @Test func theLoaderAddsTheFallbackFace() throws {
        let files = [
            PDFFontLoader.defaultRegularPath: try PDFTestSupport.fontBytes("DejaVuSans.ttf"),
            PDFFontLoader.defaultFallbackPath: Array(try Data(contentsOf: URL(fileURLWithPath: Self.fallbackPath))),
        ]
        let loader = PDFFontLoader { files[$0] }
        #expect(try loader.fonts().fallback?.postScriptName == "DroidSansFallback")
        expectEqual(PDFFontLoader.defaultFallbackPath, Self.fallbackPath)
        let withoutFallback = PDFFontLoader { $0 == PDFFontLoader.defaultRegularPath ? files[$0] : nil }
        #expect(try withoutFallback.fonts().fallback == nil)
    }
}
