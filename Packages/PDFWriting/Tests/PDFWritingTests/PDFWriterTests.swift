import Expectations
import Foundation
import Testing

@testable import PDFWriting

@Suite struct PDFDocumentTests {
    private static let turkish = "Çağrı İğdır'da ışık söndü: ÇĞİÖŞÜ çğıöşü ₺1.234,56"

    private func sampleDocument(compressed: Bool = true) throws -> PDFWriter {
        var document = PDFWriter(fonts: try PDFTestSupport.fonts(), metadata: PDFTestSupport.metadata())
        document.compressesStreams = compressed
        var page = PDFDrawing(width: PDFPageSize.a4.width, height: PDFPageSize.a4.height)
        page.text(Self.turkish, at: PDFPoint(x: 72, y: 100), size: 12)
        page.text("Kalın başlık", at: PDFPoint(x: 72, y: 130), size: 16, style: .bold)
        page.line(from: PDFPoint(x: 72, y: 140), to: PDFPoint(x: 520, y: 140), stroke: PDFStroke(width: 1))
        page.polygon(
            [PDFPoint(x: 100, y: 300), PDFPoint(x: 200, y: 250), PDFPoint(x: 250, y: 350)], fill: .sea,
            stroke: PDFStroke(color: .navy, width: 1, dash: [3, 2]))
        page.circle(center: PDFPoint(x: 300, y: 300), radius: 20, fill: .amber, stroke: PDFStroke())
        page.rectangle(PDFRect(x: 350, y: 280, width: 60, height: 40), fill: nil, stroke: PDFStroke(color: .red))
        page.polyline([PDFPoint(x: 72, y: 400), PDFPoint(x: 150, y: 420), PDFPoint(x: 260, y: 380)])
        document.addPage(page)
        var second = PDFDrawing(width: PDFPageSize.a4.width, height: PDFPageSize.a4.height)
        second.text("İkinci sayfa", at: PDFPoint(x: 300, y: 100), size: 12, alignment: .center)
        document.addPage(second)
        return document
    }

    @Test func extractsExactTurkishText() throws {
        let path = try PDFTestSupport.write(try sampleDocument().render())
        let text = try PDFTestSupport.pdftotext(path)
        #expect(text.contains(Self.turkish))
        #expect(text.contains("Kalın başlık"))
        #expect(text.contains("İkinci sayfa"))
    }

    @Test func reportsPagesAndMetadata() throws {
        let path = try PDFTestSupport.write(try sampleDocument().render())
        let info = try PDFTestSupport.pdfinfo(path)
        expectEqual(info["Pages"], "2")
        expectEqual(info["Title"], "Arabuluculuk ücreti — İstanbul")
        expectEqual(info["Author"], "Ayşe Yılmaz")
        expectEqual(info["Producer"], PDFMetadata.defaultProducer)
        expectEqual(info["CreationDate"], "2026-04-02T09:30:00+03")
        expectEqual(info["PDF version"], "1.7")
        expectEqual(info["Page size"]?.hasPrefix("595.276 x 841.89 pts (A4)"), true)
    }

    @Test(arguments: [true, false])
    func passesQpdfCheck(compressed: Bool) throws {
        let path = try PDFTestSupport.write(try sampleDocument(compressed: compressed).render())
        let check = try PDFTestSupport.qpdfCheck(path)
        expectEqual(check.status, 0)
        #expect(check.output.contains("No syntax or stream encoding errors found"))
    }

    @Test func isDeterministicAndCompressed() throws {
        let first = try sampleDocument().render()
        expectEqual(first, (try sampleDocument().render()))
        let uncompressed = try sampleDocument(compressed: false).render()
        #expect(first.count < uncompressed.count / 2)
        #expect(first.count < 60_000)
    }
}
