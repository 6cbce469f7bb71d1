import Foundation
import Localization
import MarineKit
import PDFWriting

/// The chart of a recorded trip as a PDF page (`trip export --format pdf`): what the SVG trip chart
/// (MarineKit's `TrackChartRenderer`) shows — land, graticule, the track coloured and widened by speed band with its
/// legend, start, end and stops with their labels, scale bar and north arrow — under the title, with the trip's
/// figures and the sources in the caption.
struct TripChartPDF {
    /// The chart's words (``TripChartText``).
    let chart: TrackChart
    /// The positions drawn (simplified by `--simplify`, as in the SVG).
    let positions: [PositionFix]
    /// The language of the graticule and scale bar.
    let language: Language

    /// Adds the title, the chart (most of the page) and the caption lines.
    func fill(_ report: inout PDFReport) {
        report.title(chart.title)
        // The page less the title, the caption and about 18 pt a figure line, so the figures stay on this page.
        let lines = Double(chart.caption.count)
        let height = max(report.contentWidth * 0.6, report.pageSize.height - 2 * report.style.margin - 90 - 18 * lines)
        // The sources under the chart, the trip's figures after it (the SVG's caption lines, in the same order).
        report.drawing(drawing(width: report.contentWidth, height: height.rounded()), caption: chart.caption.last ?? "")
        for line in chart.caption.dropLast() { report.paragraph(line) }
    }

    /// The chart, `width` × `height` points.
    func drawing(width: Double, height: Double) -> PDFDrawing {
        var drawing = PDFDrawing(width: width, height: height)
        let coordinates = positions.map { GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let fitted = coordinates.isEmpty ? chart.marks.map(\.coordinate) : coordinates
        let frame = ChartFrame(fitting: fitted, width: width, height: height, padding: 16)
        drawing.rectangle(PDFRect(x: 0, y: 0, width: width, height: height), fill: .sea)
        for ring in PlanPDF.land(around: fitted) where ring.count > 2 {
            drawing.polygon(
                ring.map(frame.pdfPoint), fill: RouteChart.landColor, stroke: PDFStroke(color: .gray, width: 0.4))
        }
        let points = coordinates.map(frame.pdfPoint)
        let legend = legendRect(height: height, avoiding: points)
        var graticule = ChartGraticule(frame: frame, width: width, height: height)
        graticule.clear = legend
        graticule.draw(into: &drawing, language: language)
        drawTrack(points, into: &drawing)
        for mark in chart.marks { drawMark(mark, at: frame.pdfPoint(mark.coordinate), width: width, into: &drawing) }
        ChartFurniture(frame: frame, width: width, height: height).draw(into: &drawing, language: language)
        drawLegend(in: legend, into: &drawing)
        drawing.rectangle(
            PDFRect(x: 0, y: 0, width: width, height: height), fill: nil, stroke: PDFStroke(color: .navy, width: 0.8))
        return drawing
    }

    /// A band's colour (``TrackChartRenderer/bandColors``) and line width (its pixels at 0.6 pt each).
    static func bandStroke(_ band: Int) -> PDFStroke {
        let hex = TrackChartRenderer.bandColors[band].dropFirst()
        let value = Int(hex, radix: 16) ?? 0
        let color = PDFColor(
            red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
        return PDFStroke(color: color, width: TrackChartRenderer.bandWidths[band] * 0.6)
    }

    /// A white halo under the whole track, then one polyline per run of segments in one speed band.
    private func drawTrack(_ points: [PDFPoint], into drawing: inout PDFDrawing) {
        guard points.count > 1 else { return }
        drawing.polyline(points, stroke: PDFStroke(color: .white, width: 4.8))
        var runStart = 0
        var runBand = TrackChartRenderer.band(knots: TrackChartRenderer.knots(positions, 1))
        for index in 2...positions.count {
            let band =
                index < positions.count
                ? TrackChartRenderer.band(knots: TrackChartRenderer.knots(positions, index)) : -1
            guard band != runBand else { continue }
            drawing.polyline(Array(points[runStart..<index]), stroke: Self.bandStroke(runBand))
            (runStart, runBand) = (index - 1, band)
        }
    }

    /// Start (triangle), end (square) or stop (ring) and its label, kept inside the chart.
    private func drawMark(_ mark: TrackChart.Mark, at point: PDFPoint, width: Double, into drawing: inout PDFDrawing) {
        let navy = PDFStroke(color: .navy, width: 1.2)
        switch mark.kind {
        case .start:
            let corners = [(0.0, -6.0), (5.5, 4.0), (-5.5, 4.0)].map { PDFPoint(x: point.x + $0.0, y: point.y + $0.1) }
            drawing.polygon(corners, fill: PDFColor(red: 0.165, green: 0.616, blue: 0.561), stroke: navy)
        case .end:
            drawing.rectangle(
                PDFRect(x: point.x - 4.5, y: point.y - 4.5, width: 9, height: 9), fill: .navy,
                stroke: PDFStroke(color: .white, width: 1.2))
        case .stop:
            drawing.circle(
                center: point, radius: 5, fill: .white,
                stroke: PDFStroke(color: PDFColor(red: 0.902, green: 0.224, blue: 0.275), width: 1.8))
        }
        // About 0.55 em a character at 7.5 pt: a label that would run off the right edge is written leftward.
        let leftward = point.x + 9 + Double(mark.label.count) * 4.1 > width - 4
        drawing.text(
            mark.label, at: PDFPoint(x: point.x + (leftward ? -9 : 9), y: point.y + (mark.kind == .end ? 14 : -7)),
            size: 7.5, style: .bold, alignment: leftward ? .right : .left)
    }

    /// The legend's box: top left below the meridians' labels, or bottom left when fewer track points lie there.
    func legendRect(height: Double, avoiding points: [PDFPoint]) -> PDFRect {
        let lines = [chart.legendTitle] + chart.bandLabels
        let size = (width: 38 + 4.2 * Double(lines.map(\.count).max() ?? 0), height: Double(lines.count) * 11 + 6)
        let top = PDFRect(x: 8, y: 12, width: size.width, height: size.height)
        let bottom = PDFRect(x: 8, y: height - 8 - size.height, width: size.width, height: size.height)
        func covered(_ box: PDFRect) -> Int {
            points.filter { $0.x < box.x + box.width + 10 && $0.y > box.y - 10 && $0.y < box.y + box.height + 10 }
                .count
        }
        return covered(bottom) < covered(top) ? bottom : top
    }

    private func drawLegend(in box: PDFRect, into drawing: inout PDFDrawing) {
        drawing.rectangle(box, fill: .white, stroke: PDFStroke(color: .gray, width: 0.3))
        drawing.text(chart.legendTitle, at: PDFPoint(x: box.x + 5, y: box.y + 9), size: 7, style: .bold)
        for (band, label) in chart.bandLabels.prefix(TrackChartRenderer.bandColors.count).enumerated() {
            let y = box.y + 20 + Double(band) * 11
            drawing.line(
                from: PDFPoint(x: box.x + 5, y: y - 2.5), to: PDFPoint(x: box.x + 27, y: y - 2.5),
                stroke: Self.bandStroke(band))
            drawing.text(label, at: PDFPoint(x: box.x + 32, y: y), size: 7)
        }
    }
}
