import Foundation
import Testing

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
