import Expectations
import Foundation
import Testing

@testable import PDFWriting

@Suite struct PDFReportTests {
    static func sampleReport(rows: Int = 6, pageSize: PDFPageSize = .a4) throws -> PDFReport {
        var report = PDFReport(
            pageSize: pageSize, fonts: try PDFTestSupport.fonts(), metadata: PDFTestSupport.metadata())
        report.footerText = "denklem · 2 Nisan 2026"
        report.pageLabel = "Sayfa {page} / {pages}"
        report.title("Arabuluculuk Ücret Hesabı", subtitle: "İşçi–işveren uyuşmazlığı · 2 Nisan 2026")
        report.heading("Girdiler")
        report.keyValues([
            (label: "Uyuşmazlık türü", value: "İşçi ve işveren arasındaki ücret alacağı"),
            (label: "Anlaşma tutarı", value: "₺1.234.567,89"), (label: "Taraf sayısı", value: "2"),
        ])
        report.heading("Hesap dökümü")
        report.table(
            PDFTable(
                columns: [
                    .init("Dilim", weight: 2), .init("Oran", alignment: .right), .init("Tutar", alignment: .right),
                ],
                rows: (1...rows).map { index in
                    [
                        "Sonraki ₺\(index * 100).000 için ığüşöç İĞÜŞÖÇ", "%\(index),0",
                        Self.turkishLira(kuruş: index * 123_450),
                    ]
                },
                totalRows: [["Toplam", "", "₺25.925,00"]]))
        report.rule()
        report.paragraph(
            "Varsayımlar: ücret, Arabuluculuk Asgari Ücret Tarifesi'nin ikinci kısmına göre hesaplanmıştır. "
                + "Bu metin birden fazla satıra kaydırılacak kadar uzundur ve sayfa kenarını aşmamalıdır; "
                + "ıığğüşöçİ harfleri doğru çıkmalıdır.", small: true)
        var chart = PDFDrawing(width: report.contentWidth, height: 120)
        chart.rectangle(PDFRect(x: 0, y: 0, width: report.contentWidth, height: 120), fill: .sea)
        chart.polyline(
            [PDFPoint(x: 10, y: 100), PDFPoint(x: 200, y: 20), PDFPoint(x: 470, y: 90)],
            stroke: PDFStroke(color: .navy, width: 1.5))
        chart.circle(center: PDFPoint(x: 200, y: 20), radius: 3, fill: .red)
        chart.text("Bozburun", at: PDFPoint(x: 206, y: 24), size: 8)
        report.drawing(chart, caption: "Rota çizimi (vektör)")
        return report
    }

    @Test func extractsTurkishTextOfEveryBlock() throws {
        let path = try PDFTestSupport.write(try Self.sampleReport().render(), name: "report")
        let text = try PDFTestSupport.pdftotext(path)
        for expected in [
            "Arabuluculuk Ücret Hesabı", "İşçi–işveren uyuşmazlığı · 2 Nisan 2026", "Girdiler", "Uyuşmazlık türü",
            "₺1.234.567,89", "Hesap dökümü", "Sonraki ₺100.000 için ığüşöç İĞÜŞÖÇ", "₺1.234,50", "Toplam", "₺25.925,00",
            "ıığğüşöçİ harfleri doğru çıkmalıdır.", "Rota çizimi (vektör)", "Bozburun", "Sayfa 1 / 1",
            "denklem · 2 Nisan 2026",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    @Test func breaksLongTablesOntoNewPagesAndRepeatsTheHeader() throws {
        let report = try Self.sampleReport(rows: 80)
        let path = try PDFTestSupport.write(try report.render(), name: "long")
        let info = try PDFTestSupport.pdfinfo(path)
        expectEqual(info["Pages"], "3")
        let text = try PDFTestSupport.pdftotext(path)
        #expect(text.contains("Sayfa 3 / 3"))
        let headerCount = text.components(separatedBy: "Dilim").count - 1
        expectEqual(headerCount, 3)
        #expect(try PDFTestSupport.qpdfCheck(path).status == 0)
    }

    @Test func keepsEveryTextInsideTheMargins() throws {
        let report = try Self.sampleReport(rows: 40, pageSize: .letter)
        let pages = report.pages()
        let margin = report.style.margin
        for page in pages {
            #expect(page.width == 612 && page.height == 792)
            for case .text(let text, let point, let size, let style, _, let alignment) in page.elements {
                let width = report.fonts.font(style).width(of: text, size: size)
                let start = alignment == .right ? point.x - width : point.x
                #expect(start >= margin - 0.001, "\(text)")
                #expect(start + width <= 612 - margin + 0.001, "\(text)")
                #expect(point.y <= 792 - margin / 3, "\(text)")
            }
        }
    }

    /// Right-aligned values (a result's amounts) all end at one edge, the widest value's width right of the labels;
    /// left-aligned ones all start right of the labels (issue 31: the summary's amounts were left-aligned).
    @Test(arguments: [PDFTextAlignment.left, .right])
    func keyValueAmountsLineUp(_ alignment: PDFTextAlignment) throws {
        var report = PDFReport(fonts: try PDFTestSupport.fonts(), metadata: PDFTestSupport.metadata())
        let values = ["₺9,00", "₺1.234.567,89", "₺84.000,00"]
        report.keyValues(values.map { (label: "Tutar", value: $0) }, valueAlignment: alignment)
        let page = try #require(report.pages().first)
        let drawn: [(x: Double, alignment: PDFTextAlignment)] = page.elements.compactMap {
            guard case .text(let text, let point, _, _, _, let alignment) = $0, values.contains(text) else {
                return nil
            }
            return (point.x, alignment)
        }
        let widest = report.fonts.width(of: "₺1.234.567,89", size: report.style.bodySize, style: .regular)
        let labelEnd =
            report.style.margin + report.fonts.width(of: "Tutar", size: report.style.bodySize, style: .regular) + 12
        #expect(drawn.count == 3 && drawn.allSatisfy { $0.alignment == alignment })
        let edge = alignment == .right ? labelEnd + widest : labelEnd
        #expect(drawn.allSatisfy { abs($0.x - edge) < 0.001 }, "\(drawn.map(\.x)) against \(edge)")
    }

    @Test func isDeterministic() throws {
        #expect(try Self.sampleReport().render() == (try Self.sampleReport().render()))
    }

    /// `₺1.234,50` for 123 450 kuruş: the Turkish money text the apps print (Formatting's MoneyFormatter), spelt out
    /// here so this package's tests need no other package.
    static func turkishLira(kuruş: Int) -> String {
        var groups: [String] = []
        var lira = kuruş / 100
        repeat {
            let group = lira % 1000
            lira /= 1000
            groups.insert(lira > 0 ? String(format: "%03d", group) : String(group), at: 0)
        } while lira > 0
        return "₺" + groups.joined(separator: ".") + "," + String(format: "%02d", kuruş % 100)
    }
}
