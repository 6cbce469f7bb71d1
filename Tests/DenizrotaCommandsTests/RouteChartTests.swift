import Expectations
import Formatting
import Foundation
import Localization
import MarineKit
import PDFWriting
import Testing

@testable import DenizrotaCommands

@Suite struct RouteChartTests {
    static let route = RouteChart(
        waypoints: [
            .init(name: "Bodrum", position: GeoCoordinate(latitude: 37.0317, longitude: 27.4292)),
            .init(name: "Karaada", position: GeoCoordinate(latitude: 36.9600, longitude: 27.4700), color: .amber),
            .init(name: "Knidos", position: GeoCoordinate(latitude: 36.6856, longitude: 27.3744), color: .red),
        ],
        land: [
            [
                GeoCoordinate(latitude: 37.10, longitude: 27.20), GeoCoordinate(latitude: 37.05, longitude: 27.60),
                GeoCoordinate(latitude: 37.20, longitude: 27.60),
            ]
        ])

    @Test func projectsWaypointsInsideTheDrawingNorthUp() {
        let drawing = Self.route.drawing(width: 480, height: 300, language: .turkish)
        let frame = ChartFrame(fitting: Self.route.waypoints.map(\.position), width: 480, height: 300, padding: 12)
        let points = Self.route.waypoints.map { frame.pdfPoint($0.position) }
        let inside = points.allSatisfy { point in
            let xInside: Bool = point.x >= 11.999 && point.x <= 468.001
            let yInside: Bool = point.y >= 11.999 && point.y <= 288.001
            return xInside && yInside
        }
        #expect(inside)
        #expect(points[0].y < points[2].y)
        let back = frame.coordinate(x: points[2].x, y: points[2].y)
        let latitudeError: Double = abs(back.latitude - 36.6856)
        let longitudeError: Double = abs(back.longitude - 27.3744)
        #expect(latitudeError < 1e-9)
        #expect(longitudeError < 1e-9)
        let dot = PDFDrawing.Element.circle(
            center: points[2], radius: 3.2, fill: .red, stroke: PDFStroke(color: .white, width: 0.8))
        #expect(drawing.elements.contains(dot))
    }

    @Test func choosesRoundGraticuleAndScale() {
        expectEqual(ChartGraticule.interval(span: 21), 5)
        expectEqual(ChartGraticule.interval(span: 250), 60)
        let expected: [Double] = [36 + 40 / 60.0, 36 + 50 / 60.0, 37]
        expectEqual(ChartGraticule.lines(from: 36.62, to: 37.1, every: 10), expected)
        // The scale bar's nautical mile (1852 m along the parallel, WGS 84) against a minute of latitude on the chart:
        // 0.30 % apart at 36.86° (the spherical Mercator ordinate against the ellipsoid's parallel radius).
        let frame = ChartFrame(fitting: Self.route.waypoints.map(\.position), width: 480, height: 300, padding: 12)
        let perMile = frame.unitsPerNauticalMile(atLatitude: 36.86)
        let north = frame.point(GeoCoordinate(latitude: 36.86 + 1 / 60.0, longitude: 27.4)).y
        let south = frame.point(GeoCoordinate(latitude: 36.86, longitude: 27.4)).y
        let relativeError: Double = abs((south - north) - perMile) / perMile
        #expect(relativeError < 0.005)
    }

    @Test func rendersIntoAReportWithLabelsInTheLanguage() throws {
        var report = PDFReport(fonts: try ChartPDFSupport.fonts(), metadata: ChartPDFSupport.metadata("Seyir planı"))
        report.title("Seyir planı", subtitle: "Bodrum → Knidos")
        report.drawing(Self.route.drawing(width: report.contentWidth, height: 320, language: .turkish), caption: "Rota")
        let path = try ChartPDFSupport.write(try report.render(), name: "chart")
        let text = try ChartPDFSupport.pdftotext(path)
        for expected in ["Bodrum", "Karaada", "Knidos", "36°50′K", "027°30′D", "Rota"] {
            #expect(text.contains(expected), "\(expected)")
        }
        // The scale bar: the largest round length at most a quarter of the width, at the chart's middle latitude.
        let width = report.contentWidth
        let frame = ChartFrame(fitting: Self.route.waypoints.map(\.position), width: width, height: 320, padding: 12)
        let perMile = frame.unitsPerNauticalMile(atLatitude: frame.coordinate(x: width / 2, y: 160).latitude)
        let miles = [0.5, 1, 2, 5, 10, 20, 50, 100, 200].last { $0 * perMile <= width / 4 } ?? 0.5
        let bar = DistanceFormatter(unit: .nauticalMiles, fractionDigits: 1, trailingZeros: .trim)
            .format(meters: miles * 1852, conventions: .turkish)
        expectEqual(miles, 10)
        #expect(text.contains(bar) || text.contains(bar.replacingOccurrences(of: "\u{00A0}", with: " ")), "\(bar)")
        #expect(try ChartPDFSupport.qpdfCheck(path).status == 0)
    }

    @Test func handlesASingleWaypoint() {
        let single = RouteChart(waypoints: [.init(name: "A", position: GeoCoordinate(latitude: 40, longitude: 29))])
        let drawing = single.drawing(width: 200, height: 150, language: .english)
        let labelled = drawing.elements.contains { element in
            if case .text("A", _, _, _, _, _) = element { return true }
            return false
        }
        #expect(labelled)
    }

    /// The legend hides no graticule label and no waypoint (issue 30: in the plan PDF it hid a parallel's label
    /// and "Bodrum"): every grey label lies outside its box, which goes to the corner with fewer waypoints.
    @Test func legendCoversNoLabelAndNoWaypoint() throws {
        var chart = Self.route
        chart.legend = [.init(color: .green, label: "green"), .init(color: .red, label: "red")]
        let drawing = chart.drawing(width: 480, height: 300, language: .english)
        let frame = ChartFrame(fitting: chart.waypoints.map(\.position), width: 480, height: 300, padding: 12)
        let points = chart.waypoints.map { frame.pdfPoint($0.position) }
        let box = try #require(chart.legendRect(height: 300, avoiding: points))
        let grey = drawing.elements.compactMap { element -> PDFPoint? in
            guard case .text(_, let at, _, _, let color, _) = element, color == .gray else { return nil }
            return at
        }
        #expect(grey.count >= 4)
        for label in grey {
            let inside =
                label.x >= box.x && label.x <= box.x + box.width && label.y > box.y
                && label.y - 6 < box.y + box.height
            #expect(!inside, "\(label)")
        }
        #expect(points.allSatisfy { $0.y < box.y || $0.y > box.y + box.height || $0.x > box.x + box.width })
    }
}
