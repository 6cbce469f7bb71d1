import Expectations
import Foundation
import Testing

@testable import PDFWriting

@Suite struct PDFSyntaxTests {
    @Test(arguments: [
        (12.5, "12.5"), (-0.3333, "-0.333"), (0, "0"), (-0.0001, "0"), (595.2755905, "595.276"), (1000, "1000"),
        (Double.nan, "0"), (0.05, "0.05"),
    ])
    func writesNumbers(value: Double, expected: String) {
        expectEqual(PDFSyntax.number(value), expected)
    }

    @Test(arguments: [
        ("Fee (2026)", "(Fee \\(2026\\))"), ("a\\b", "(a\\\\b)"), ("İş", "<FEFF0130015F>"), ("₺", "<FEFF20BA>"),
    ])
    func writesTextStrings(text: String, expected: String) {
        expectEqual(PDFSyntax.textString(text), expected)
    }

    @Test func writesDatesWithOffsets() {
        let date = PDFTestSupport.creationDate
        expectEqual(PDFTestSupport.metadata().pdfDate, "D:20260402093000+03'00'")
        let utc = PDFMetadata(title: "t", creationDate: date, timeZone: .gmt)
        expectEqual(utc.pdfDate, "D:20260402063000Z")
        let newYork = PDFMetadata(
            title: "t", creationDate: date, timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
        expectEqual(newYork.pdfDate, "D:20260402023000-04'00'")
    }

    @Test func clampsColours() {
        expectEqual(PDFSyntax.color(PDFColor(red: 2, green: -1, blue: 0.5), stroke: true), "1 0 0.5 RG")
        expectEqual(PDFSyntax.color(.white, stroke: false), "1 1 1 rg")
    }

    @Test func writesAnEmptyLetterDocumentWithoutBoldFont() throws {
        let regular = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        let fonts = PDFFonts(regular: regular)
        expectEqual(fonts.font(.bold).postScriptName, "DejaVuSans")
        let empty = PDFWriter(pageSize: .letter, fonts: fonts, metadata: PDFTestSupport.metadata("Plain title"))
        let path = try PDFTestSupport.write(try empty.render(), name: "empty")
        let info = try PDFTestSupport.pdfinfo(path)
        expectEqual(info["Pages"], "1")
        expectEqual(info["Title"], "Plain title")
        expectEqual(info["Page size"]?.hasPrefix("612 x 792 pts (letter)"), true)
        #expect(try PDFTestSupport.qpdfCheck(path).status == 0)
    }

    @Test func writesToUnicodeBlocksOfAtMostOneHundred() throws {
        let font = try TrueTypeFont(bytes: PDFTestSupport.fontBytes("DejaVuSans.ttf"))
        var usage: [UInt16: Unicode.Scalar] = [:]
        for value in UInt32(0x41)...UInt32(0x41 + 149) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            usage[font.glyph(for: scalar)] = scalar
        }
        let cmap = FontEmbedding(font: font, usage: usage, firstObject: 4).toUnicode
        #expect(cmap.contains("100 beginbfchar"))
        #expect(cmap.contains("\(usage.count - 100) beginbfchar"))
        #expect(cmap.contains("<\(PDFSyntax.hex(font.glyph(for: "A")))> <0041>"))
    }
}
