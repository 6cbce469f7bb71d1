import Foundation
import MarineKit
import PDFWriting
import Testing

@testable import DenizrotaCommands

/// `trip export --format pdf` (issue 30): the SVG trip chart's content on a page — title, track by speed band with
/// its legend, start, stop and end labels, the figures and the sources — and a legend that hides no graticule label.
@Suite struct TripChartPDFTests {
    @Test func pageHoldsTheChartsWords() throws {
        let start = Date(timeIntervalSince1970: 1_780_300_800)
        // 1 kn, then 5 kn, then 9 kn south-east from Bodrum: three speed bands.
        let positions = (0..<30).map { index in
            PositionFix(
                time: start.addingTimeInterval(Double(index) * 60), latitude: 37.0 - Double(index) * 0.002,
                longitude: 27.42 + Double(index) * 0.002,
                speedOverGround: [1.0, 5.0, 9.0][index / 10] * PositionFix.metersPerSecondPerKnot)
        }
        let chart = TrackChart(
            title: "Trip 3 — 2026-06-01 12:00 UTC", caption: ["12.3 nm in 2 h", "Coastline: GSHHG"],
            marks: [
                .init(coordinate: GeoCoordinate(latitude: 37.0, longitude: 27.42), kind: .start, label: "start 12:00"),
                .init(coordinate: GeoCoordinate(latitude: 36.96, longitude: 27.46), kind: .stop, label: "stop 1"),
                .init(coordinate: GeoCoordinate(latitude: 36.942, longitude: 27.478), kind: .end, label: "end 12:29"),
            ], legendTitle: "Speed", bandLabels: ["< 2 kn", "2–4 kn", "4–6 kn", "6–8 kn", "≥ 8 kn"])
        let page = TripChartPDF(chart: chart, positions: positions, language: .english)
        var report = PDFReport(fonts: try ChartPDFSupport.fonts(), metadata: ChartPDFSupport.metadata(chart.title))
        page.fill(&report)
        let path = try ChartPDFSupport.write(try report.render(), name: "trip-chart")
        let text = try ChartPDFSupport.pdftotext(path)
        for expected in ["Trip 3", "start 12:00", "stop 1", "end 12:29", "Speed", "≥ 8 kn", "12.3 nm in 2 h", "GSHHG"] {
            #expect(text.contains(expected), "\(expected)")
        }
        let drawing = page.drawing(width: 480, height: 360)
        let widths = Set(
            drawing.elements.compactMap { element -> Double? in
                guard case .polyline(_, let stroke) = element, stroke.color != .white else { return nil }
                return stroke.width
            })
        #expect(widths == Set([0, 2, 4].map { TripChartPDF.bandStroke($0).width }))
        let frame = ChartFrame(
            fitting: positions.map { GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude) }, width: 480,
            height: 360, padding: 16)
        let box = page.legendRect(
            height: 360,
            avoiding: positions.map { frame.pdfPoint(GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude)) })
        for element in drawing.elements {
            guard case .text(_, let at, _, _, let color, _) = element, color == .gray else { continue }
            #expect(!(at.x >= box.x && at.x <= box.x + box.width && at.y > box.y && at.y - 6 < box.y + box.height))
        }
    }
}
