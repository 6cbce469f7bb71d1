import Formatting
import Foundation
import Localization
import MarineKit
import PDFWriting

/// Meridians and parallels at a round interval (1′ … 5°) chosen so that three to eight lines cross the chart,
/// labelled along the top and left edges in degrees and whole minutes.
struct ChartGraticule {
    let frame: ChartFrame
    let width: Double
    let height: Double
    /// A box no label may be drawn under (the legend): a parallel's label that would fall in it is written just
    /// right of it instead (issue 30: the legend hid a label).
    var clear: PDFRect?

    /// Candidate intervals in minutes of arc.
    private static let intervals: [Double] = [1, 2, 5, 10, 15, 20, 30, 60, 120, 300]

    func draw(into drawing: inout PDFDrawing, language: Language) {
        let conventions = LanguageConventions(tag: language.tag)
        let topLeft = frame.coordinate(x: 0, y: 0)
        let bottomRight = frame.coordinate(x: width, y: height)
        let stroke = PDFStroke(color: PDFColor(gray: 0.6), width: 0.3, dash: [2, 2])
        let formatter = CoordinateFormatter(style: .degreesDecimalMinutes, fractionDigits: 0)
        let minutes = Self.interval(span: (topLeft.latitude - bottomRight.latitude) * 60)
        for latitude in Self.lines(from: bottomRight.latitude, to: topLeft.latitude, every: minutes) {
            let y = frame.point(GeoCoordinate(latitude: latitude, longitude: topLeft.longitude)).y
            drawing.line(from: PDFPoint(x: 0, y: y), to: PDFPoint(x: width, y: y), stroke: stroke)
            drawing.text(
                formatter.formatLatitude(latitude, conventions: conventions), at: PDFPoint(x: labelX(y - 2), y: y - 2),
                size: 6, color: .gray)
        }
        let lonMinutes = Self.interval(span: (bottomRight.longitude - topLeft.longitude) * 60)
        for longitude in Self.lines(from: topLeft.longitude, to: bottomRight.longitude, every: lonMinutes) {
            let x = frame.point(GeoCoordinate(latitude: topLeft.latitude, longitude: longitude)).x
            drawing.line(from: PDFPoint(x: x, y: 0), to: PDFPoint(x: x, y: height), stroke: stroke)
            drawing.text(
                formatter.formatLongitude(Self.normalized(longitude), conventions: conventions),
                at: PDFPoint(x: x + 2, y: 8),
                size: 6,
                color: .gray)
        }
    }

    /// Where a parallel's label whose baseline is at `baseline` starts: the left edge, or right of ``clear`` when the
    /// label (6 pt high) would fall in it.
    func labelX(_ baseline: Double) -> Double {
        guard let box = clear, baseline > box.y, baseline - 6 < box.y + box.height else { return 3 }
        return box.x + box.width + 3
    }

    /// `longitude` moved by whole turns into −180…180 (the frame counts east of its western edge past 180).
    static func normalized(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : longitude
    }

    /// The smallest candidate interval giving at most six lines over `span` minutes.
    static func interval(span: Double) -> Double {
        intervals.first { span / $0 <= 6 } ?? 600
    }

    /// Multiples of `minutes` (in degrees) strictly inside `low…high`.
    static func lines(from low: Double, to high: Double, every minutes: Double) -> [Double] {
        let step = minutes / 60
        var value = (low / step).rounded(.up) * step
        var result: [Double] = []
        while value < high && result.count < 20 {
            if value > low { result.append((value * 60).rounded() / 60) }
            value += step
        }
        return result
    }
}

/// The scale bar (a round number of nautical miles near a quarter of the width, bottom right, on a white box)
/// and the north arrow (top right, labelled with the language's letter for north).
struct ChartFurniture {
    let frame: ChartFrame
    let width: Double
    let height: Double

    /// Candidate scale-bar lengths in nautical miles.
    private static let lengths: [Double] = [0.5, 1, 2, 5, 10, 20, 50, 100, 200]

    func draw(into drawing: inout PDFDrawing, language: Language) {
        let conventions = LanguageConventions(tag: language.tag)
        let latitude = frame.coordinate(x: width / 2, y: height / 2).latitude
        let perMile = frame.unitsPerNauticalMile(atLatitude: latitude)
        let miles = Self.lengths.last { $0 * perMile <= width / 4 } ?? 0.5
        let length = miles * perMile
        let start = PDFPoint(x: width - 14 - length, y: height - 10)
        let end = PDFPoint(x: width - 14, y: height - 10)
        drawing.rectangle(
            PDFRect(x: start.x - 6, y: start.y - 15, width: length + 12, height: 20), fill: .white,
            stroke: PDFStroke(color: .gray, width: 0.3))
        let stroke = PDFStroke(color: .black, width: 1.2)
        drawing.line(from: start, to: end, stroke: stroke)
        drawing.line(from: start, to: PDFPoint(x: start.x, y: start.y - 4), stroke: stroke)
        drawing.line(from: end, to: PDFPoint(x: end.x, y: end.y - 4), stroke: stroke)
        let label = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 1, trailingZeros: .trim)
            .format(meters: miles * 1852, conventions: conventions)
        drawing.text(label, at: PDFPoint(x: start.x + length / 2, y: start.y - 5), size: 7, alignment: .center)
        let tip = PDFPoint(x: width - 18, y: 14)
        drawing.polygon(
            [
                tip, PDFPoint(x: tip.x - 5, y: tip.y + 16), PDFPoint(x: tip.x, y: tip.y + 12),
                PDFPoint(x: tip.x + 5, y: tip.y + 16),
            ], fill: .navy)
        let north = String(conventions.hemisphereLetters[0])
        drawing.text(
            north, at: PDFPoint(x: tip.x, y: tip.y + 26), size: 8, style: .bold, color: .navy, alignment: .center)
    }
}
