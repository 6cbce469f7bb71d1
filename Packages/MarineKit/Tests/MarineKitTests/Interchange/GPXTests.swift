import Expectations
import Foundation
import Testing

@testable import MarineKit
@testable import MarineRoutes

@Suite struct GPXTests {
    private let departure = Date(timeIntervalSince1970: 1_787_292_000)  // 2026-08-21T06:00:00Z

    private func route() throws -> Route {
        var route = try Route(name: "Datça & Knidos <day 1>", plannedDeparture: departure, plannedSpeedKnots: 6)
        try route.insert(
            Waypoint(
                name: "Datça", coordinate: GeoCoordinate(latitude: 36.72, longitude: 27.69), arrivalRadiusMeters: 92.6,
                notes: "fuel \"dock\""))
        try route.insert(
            Waypoint(
                name: "Knidos", coordinate: GeoCoordinate(latitude: 36.686, longitude: 27.374), plannedSpeedKnots: 5.5))
        return route
    }

    @Test func exportThenImportGivesTheSameRoute() throws {
        let original = try route()
        let text = try GPXWriter().write(GPXDocument(routes: [original]))
        let document = try GPXReader().read(Data(text.utf8))
        expectEqual(document.routes, [original])
    }

    @Test func exportUsesOpenCPNConventions() throws {
        let text = try GPXWriter().write(GPXDocument(routes: [try route()]))
        #expect(text.contains(#"xmlns:opencpn="http://www.opencpn.org""#))
        #expect(text.contains("<opencpn:planned_speed>6.00</opencpn:planned_speed>"))
        #expect(text.contains("<opencpn:planned_departure>2026-08-21T06:00:00Z</opencpn:planned_departure>"))
        #expect(text.contains(#"<rtept lat="36.72" lon="27.69">"#))
        #expect(text.contains("<opencpn:arrival_radius>0.050000</opencpn:arrival_radius>"))
        #expect(text.contains(#"<opencpn:rte_properties planned_speed="5.50"/>"#))
        #expect(text.contains("<name>Datça &amp; Knidos &lt;day 1&gt;</name>"))
        // GPX 1.1 rteType: extensions come before the route points.
        let extensions = try #require(text.range(of: "<extensions>"))
        let firstPoint = try #require(text.range(of: "<rtept"))
        #expect(extensions.lowerBound < firstPoint.lowerBound)
    }

    /// Coordinates as the shortest `xsd:decimal` that reads back as the same `Double`, never in exponent form.
    @Test(arguments: [
        (36.72, "36.72"), (-0.5, "-0.5"), (1.5e-05, "0.000015"), (-1.2345e-07, "-0.00000012345"), (27, "27.0"),
        (45.2733669709, "45.2733669709"), (1e-300, "0." + String(repeating: "0", count: 299) + "1"),
    ])
    func coordinatesAreShortestDecimals(value: Double, text: String) throws {
        expectEqual(GPXWriter.decimal(value), text)
        expectEqual(Double(GPXWriter.decimal(value)), value)
    }

    @Test func shortRoutesAreRefused() throws {
        var route = try Route(name: "one")
        try route.insert(Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 1, longitude: 1)))
        #expect(throws: InterchangeError.routeTooShort(name: "one", waypointCount: 1)) {
            try GPXWriter().write(GPXDocument(routes: [route]))
        }
    }

    /// A hand-written GPX 1.0 file in the style of a handheld GPS: no names, foreign extensions, a track.
    @Test func foreignProducerIsTolerated() throws {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.0" creator="eTrex" xmlns="http://www.topografix.com/GPX/1/0"
                 xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
              <wpt lat="36.5" lon="27.1"><ele>3</ele></wpt>
              <rte>
                <rtept lat="36.72" lon="27.69"><extensions><gpxx:Depth>12</gpxx:Depth></extensions></rtept>
                <rtept lat="36.686" lon="27.374"><cmt>anchor here</cmt></rtept>
              </rte>
              <trk><name>Sunday</name><trkseg>
                <trkpt lat="36.7" lon="27.6"><time>2026-05-03T08:00:00Z</time></trkpt>
                <trkpt lat="36.71" lon="27.61"><time>2026-05-03T08:01:00.500Z</time></trkpt>
              </trkseg></trk>
            </gpx>
            """
        let document = try GPXReader().read(Data(text.utf8))
        expectEqual(document.waypoints.map(\.name), ["WP 1"])
        let route = try #require(document.routes.first)
        expectEqual(route.name, "Route 1")
        expectEqual(route.waypoints.map(\.name), ["WP 1", "WP 2"])
        expectEqual(route.waypoints[1].notes, "anchor here")
        expectEqual(document.tracks.first?.name, "Sunday")
        expectEqual(document.tracks.first?.segments.first?.count, 2)
        expectEqual(document.tracks.first?.segments.first?.last?.time, Date(timeIntervalSince1970: 1_777_795_260.5))
    }

    /// Issue 28: a name that cannot be kept is reported in ``GPXDocument/renamedRoutes`` (streamed or not); a
    /// missing or blank one is named "Route n" without a notice, and 100 characters are kept.
    @Test(arguments: [true, false])
    func unusableRouteNamesAreReported(streamed: Bool) throws {
        let names = ["", "  ", String(repeating: "a", count: 100), String(repeating: "ş", count: 101), "Tab\there"]
        let routes = names.map { "<rte><name>\($0)</name><rtept lat=\"36.7\" lon=\"27.6\"/></rte>" }.joined()
        let data = Data("<gpx version=\"1.1\">\(routes)</gpx>".utf8)
        let sink = GPXStreamingTests.RecordingSink()
        var offset = 0
        let document =
            streamed
            ? try GPXReader().read(
                chunks: { () throws(InterchangeError) -> Data? in
                    defer { offset = data.count }
                    return offset < data.count ? data : nil
                }, routes: sink) : try GPXReader().read(data)
        #expect(
            document.renamedRoutes == [
                GPXRenamedRoute(
                    routeNumber: 4, reason: .tooLong, givenLength: 101, excerpt: String(repeating: "ş", count: 30),
                    replacement: "Route 4"),
                GPXRenamedRoute(
                    routeNumber: 5, reason: .controlCharacters, givenLength: 8, excerpt: "Tab\u{FFFD}here",
                    replacement: "Route 5"),
            ])
        let kept = (streamed ? sink.routes : document.routes).map(\.name)
        expectEqual(kept, ["Route 1", "Route 2", String(repeating: "a", count: 100), "Route 4", "Route 5"])
    }

    /// Point names are made printable (``Route/cleanedName(_:)``): a wrapped name is one line, a C1 control (XML
    /// 1.0 allows `&#x9B;`, CSI to some terminals) is dropped.
    @Test func pointNamesAreCleaned() throws {
        let text = """
            <gpx version="1.1"><rte><name>R</name><rtept lat="36.7" lon="27.6"><name>Kos
                Marina\tA</name></rtept><rtept lat="36.8" lon="27.6"><name>B&#x85;C&#x9B;31m</name></rtept></rte></gpx>
            """
        let route = try #require(try GPXReader().read(Data(text.utf8)).routes.first)
        expectEqual(route.waypoints.map(\.name), ["Kos Marina A", "B C31m"])
    }

    @Test func malformedXMLReportsLineAndColumn() {
        let text = "<gpx version=\"1.1\">\n  <rte>\n    <name>broken</nam>\n  </rte>\n</gpx>\n"
        #expect {
            try GPXReader().read(Data(text.utf8))
        } throws: { error in
            guard case .malformedXML(let line, _, _) = error as? InterchangeError else { return false }
            return line == 3
        }
    }

    @Test func invalidCoordinatesAreReported() {
        let text = "<gpx version=\"1.1\">\n<wpt lat=\"95\" lon=\"27\"/>\n</gpx>"
        #expect {
            try GPXReader().read(Data(text.utf8))
        } throws: { error in
            guard case .invalidCoordinate(let line, _) = error as? InterchangeError else { return false }
            return line == 2
        }
    }

    @Test func otherRootElementsAreNotGPX() {
        #expect(throws: InterchangeError.notGPX(rootElement: "kml")) {
            try GPXReader().read(Data("<kml><Document/></kml>".utf8))
        }
    }

    /// XXE: an external entity pointing at a local file must never be read.
    @Test func externalEntitiesAreRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <gpx version="1.1"><wpt lat="1" lon="1"><name>&xxe;</name></wpt></gpx>
            """
        #expect(throws: InterchangeError.documentTypeNotAllowed(line: 2, column: 1)) {
            try GPXReader().read(Data(text.utf8))
        }
    }

    /// Billion laughs: nested entity expansion is refused before any expansion.
    @Test func entityExpansionIsRefused() {
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [\(declarations)]>\n<gpx><wpt lat=\"1\" lon=\"1\"><name>&lol9;</name></wpt></gpx>"
        #expect(throws: InterchangeError.documentTypeNotAllowed(line: 2, column: 1)) {
            try GPXReader().read(Data(text.utf8))
        }
    }

    /// A 65 MiB file is refused by size before parsing (also when it arrives in chunks, as soon as they pass the
    /// limit); a file with too many points stops at the limit.
    @Test func oversizedInputIsRefused() {
        let big = Data(count: 65 << 20)
        #expect(throws: InterchangeError.tooLarge(bytes: 65 << 20, limit: 64 << 20)) { try GPXReader().read(big) }
        var sent = 0
        #expect(throws: InterchangeError.tooLarge(bytes: 1_100, limit: 1_000)) {
            try GPXReader(maximumBytes: 1_000).read { () throws(InterchangeError) -> Data? in
                sent += 100
                return Data(("<gpx>" + String(repeating: " ", count: 90) + "\n    ").utf8)
            }
        }
        let points = String(repeating: #"<wpt lat="1" lon="1"/>"#, count: 101)
        #expect(throws: InterchangeError.tooManyPoints(limit: 100)) {
            try GPXReader(maximumPoints: 100).read(Data("<gpx>\(points)</gpx>".utf8))
        }
    }
}
