import Expectations
import Foundation
import Testing

@testable import MarineChart
@testable import MarineKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ChartRendererTests {
    private func plan() throws -> RoutePlan {
        var route = try Route(name: "Datça → Knidos")
        try route.insert(Waypoint(name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69)))
        try route.insert(Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374)))
        try route.insert(Waypoint(name: "Off Knidos", coordinate: GeoCoordinate(latitude: 36.8, longitude: 27.1)))
        return RoutePlanner().plan(route, boat: .defaults, referenceDate: Date(timeIntervalSince1970: 0))
    }

    @Test func chartHasLandLegsLabelsScaleAndNorth() throws {
        let svg = ChartRenderer().render(try plan())
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(##"fill="#f1e6c8""##))  // land
        #expect(svg.components(separatedBy: "<line ").count - 1 == 2)  // two legs
        #expect(svg.contains(">1 Datça</text>"))
        #expect(svg.contains(">3 Off Knidos</text>"))
        #expect(svg.contains("15.4 nm 262°T"))  // leg 1: 28 487.66 m = 15.38 nm, bearing 262.48°
        #expect(svg.contains(" nm</text>"))  // scale bar
        #expect(svg.contains(">N</text>"))
        #expect(svg.contains(Coastline.fullResolutionAttribution))
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }

    @Test func annotationsColourWaypointsAndDrawArrows() throws {
        let annotations = ChartAnnotations(
            waypointMarks: [2: .init(fill: "#e63946", caption: "wind 24 kn — high")], legColors: [1: "#123456"],
            arrows: [.init(coordinate: GeoCoordinate(latitude: 36.7, longitude: 27.5), bearing: 20, label: "18 kn")])
        let svg = ChartRenderer().render(try plan(), annotations: annotations)
        #expect(svg.contains(##"fill="#e63946""##))
        #expect(svg.contains(">wind 24 kn — high</text>"))
        #expect(svg.contains(##"stroke="#123456""##))
        #expect(svg.contains(">18 kn</text>"))
    }
}

/// Charts readable without colour and without overlaps (issue 30).
@Suite struct ChartAccessibilityTests {
    private func plan() throws -> RoutePlan {
        var route = try Route(name: "Datça → Knidos")
        try route.insert(Waypoint(name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69)))
        try route.insert(Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374)))
        try route.insert(Waypoint(name: "Off Knidos", coordinate: GeoCoordinate(latitude: 36.8, longitude: 27.1)))
        return RoutePlanner().plan(route, boat: .defaults, referenceDate: Date(timeIntervalSince1970: 0))
    }

    @Test func titleDescriptionAndGroupsNameEveryLegAndWaypoint() throws {
        var annotations = ChartAnnotations(waypointMarks: [2: .init(fill: "#e63946", caption: "24 kn, 1.2 m, red")])
        annotations.legNotes = [1: "red", 2: "green"]
        annotations.summary = ["departure 2026-06-01 08:00 UTC"]
        let svg = ChartRenderer().render(try plan(), annotations: annotations)
        #expect(svg.contains(##"role="img" aria-labelledby="chart-title chart-desc""##))
        #expect(svg.contains(##"<title id="chart-title">Datça → Knidos — 30.3 nm</title>"##))
        #expect(
            svg.contains(
                ##"<desc id="chart-desc">departure 2026-06-01 08:00 UTC\##nLeg 1: Datça → Knidos, 15.4 nm 262°T, red\##nLeg 2: Knidos → Off Knidos, 14.9 nm 297°T, green\##nWaypoint 1 Datça\##nWaypoint 2 Knidos: 24 kn, 1.2 m, red\##nWaypoint 3 Off Knidos</desc>"##
            ), "\(svg.prefix(900))")
        #expect(svg.contains("<g><title>Leg 1: Datça → Knidos, 15.4 nm 262°T, red</title>"))
        #expect(svg.contains("<g><title>Waypoint 2 Knidos: 24 kn, 1.2 m, red</title>"))
        #expect(svg.contains(">15.4 nm 262°T · red</text>"))  // the risk in words on the leg
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }

    @Test func legPatternsAndTheirLegend() throws {
        var annotations = ChartAnnotations(legColors: [1: "#e63946", 2: "#2a9d8f"])
        annotations.legDashes = [1: "5 4"]
        annotations.legend = [
            .init(.pattern("#e63946", "5 4"), label: "red"), .init(.pattern("#2a9d8f", ""), label: "green"),
        ]
        let svg = ChartRenderer().render(try plan(), annotations: annotations)
        let legs = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<line ") }
        #expect(
            legs.filter { $0.contains(##"stroke="#e63946""##) && $0.contains(##"stroke-dasharray="5 4""##) }.count == 2)
        #expect(legs.filter { $0.contains(##"stroke="#2a9d8f""##) && !$0.contains("dasharray") }.count == 2)
        #expect(legs.allSatisfy { !$0.contains("dasharray") || $0.contains(##"stroke-linecap="butt""##) })
    }

    @Test func graticuleInDegreesAndMinutes() throws {
        let svg = ChartRenderer().render(try plan())
        #expect(svg.contains(">36°45′N</text>") && svg.contains(">27°30′E</text>"), "\(svg)")
    }

    /// The worst point's arrow on a leg is drawn beside it (its path at least 10 px from the leg) with a marker on
    /// the leg; before, it lay along the leg.
    @Test func anArrowOnALegIsDrawnBesideIt() throws {
        let plan = try plan()
        let leg = try #require(plan.legs.first)
        let middle = GeoCoordinate(
            latitude: (leg.from.coordinate.latitude + leg.to.coordinate.latitude) / 2,
            longitude: (leg.from.coordinate.longitude + leg.to.coordinate.longitude) / 2)
        let arrow = ChartAnnotations.Arrow(
            coordinate: middle, bearing: 82, length: 50, color: "#e63946", label: "34 kn")
        let svg = ChartRenderer().render(plan, annotations: ChartAnnotations(arrows: [arrow]))
        let frame = ChartFrame(fitting: plan.route.waypoints.map(\.coordinate) + [middle])
        let (start, end) = (frame.point(leg.from.coordinate), frame.point(leg.to.coordinate))
        let spot = frame.point(middle)
        #expect(
            svg.contains(##"<circle cx="\##(SVGBuilder.number(spot.x))" cy="\##(SVGBuilder.number(spot.y))" r="5""##))
        let arrowPath = try #require(
            svg.components(separatedBy: "\n").first { $0.hasPrefix("<path ") && $0.contains(##"stroke-width="2.5""##) })
        let numbers = arrowPath.split(separator: "\"")[1].split(whereSeparator: { "MLZ ".contains($0) }).compactMap {
            Double($0)
        }
        let points = stride(from: 0, to: numbers.count - 1, by: 2).map { (x: numbers[$0], y: numbers[$0 + 1]) }
        expectEqual(points.count, 5)
        #expect(points.allSatisfy { ChartRenderer.distance($0, start, end) >= 10 }, "\(points)")
    }

    /// The legend leaves a corner holding a waypoint: a route whose first waypoint is at the top left.
    @Test func legendAvoidsTheCornerWithAWaypoint() throws {
        var route = try Route(name: "corner")
        try route.insert(Waypoint(name: "Top left", coordinate: GeoCoordinate(latitude: 37.2, longitude: 27.0)))
        try route.insert(Waypoint(name: "Bottom right", coordinate: GeoCoordinate(latitude: 36.6, longitude: 27.9)))
        let plan = RoutePlanner().plan(route, boat: .defaults, referenceDate: Date(timeIntervalSince1970: 0))
        var annotations = ChartAnnotations()
        annotations.legend = [.init(.pattern("#2a9d8f", ""), label: "green")]
        let svg = ChartRenderer().render(plan, annotations: annotations)
        let box = try #require(svg.components(separatedBy: "\n").first { $0.hasPrefix("<rect x=") })
        #expect(!box.hasPrefix(##"<rect x="20.0" y="52.0""##), "\(box)")
    }
}

/// A route of thousands of waypoints is drawn at display resolution, with the simplification stated (issue 30: a
/// 200,000-point route made a 119 MB SVG).
@Suite struct DenseChartTests {
    @Test func manyWaypointsAreThinnedAndSaidSo() throws {
        var route = try Route(name: "Long")
        for index in 0..<2000 {
            try route.insert(
                Waypoint(
                    name: "P\(index)",
                    coordinate: GeoCoordinate(
                        latitude: 36 + Double(index % 500) / 1000, longitude: 27 + Double(index) / 20_000)))
        }
        let plan = RoutePlanner().plan(route, boat: .defaults, referenceDate: Date(timeIntervalSince1970: 0))
        var annotations = ChartAnnotations()
        annotations.landLegs = [1000]
        let svg = ChartRenderer().render(plan, annotations: annotations)
        #expect(svg.utf8.count < 400_000, "\(svg.utf8.count) bytes")
        #expect(svg.components(separatedBy: "<circle ").count - 1 == 2)  // the first and last waypoint
        #expect(svg.contains(">1 P0</text>") && svg.contains(">2000 P1999</text>"))
        let note = try #require(
            svg.range(
                of: #"drawn simplified to display resolution: \d+ of 2000 points \(0.5 px\)"#,
                options: .regularExpression))
        #expect(svg[note].contains(" of 2000 points"))
        #expect(
            svg.contains(
                ##"stroke="#b5179e" stroke-width="3" stroke-linejoin="round" stroke-linecap="butt" stroke-dasharray="9 6""##
            ))
        #expect(try XMLDocumentCheck.isWellFormed(svg))
    }
}

/// Well-formedness through the same XML parser the GPX reader uses.
enum XMLDocumentCheck {
    static func isWellFormed(_ text: String) throws -> Bool {
        final class Ignore: NSObject, XMLParserDelegate {}
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Ignore()
        parser.delegate = delegate
        return parser.parse()
    }
}
