import Expectations
import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit
@testable import MarineRoutes

/// The streaming halves of GPX interchange: routes handed to a ``GPXRouteSink`` point by point while reading, and
/// GPX text written in pieces; both give exactly what the whole-document calls give.
@Suite struct GPXStreamingTests {
    /// Builds the routes back from the sink's calls.
    final class RecordingSink: GPXRouteSink {
        var routes: [Route] = []
        var points: [Waypoint] = []
        var begun = 0

        func beginRoute() {
            begun += 1
            points = []
        }

        func routePoint(_ waypoint: Waypoint) {
            points.append(waypoint)
        }

        func endRoute(name: String, plannedDeparture: Date?, plannedSpeedKnots: Double?) {
            routes.append(
                (try? Route(
                    name: name, waypoints: points, plannedDeparture: plannedDeparture,
                    plannedSpeedKnots: plannedSpeedKnots)) ?? Route(checkedName: name))
        }
    }

    static let documents = [
        // OpenCPN's extensions, a blank point name, an unusable route name, a second route, a waypoint, a track.
        """
        <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"
          xmlns:opencpn="http://www.opencpn.org">
          <wpt lat="36.5" lon="27.1"><name>Anchorage</name></wpt>
          <rte><name>Datça &amp; Knidos</name><extensions><opencpn:planned_speed>6.00</opencpn:planned_speed>
            <opencpn:planned_departure>2026-08-21T06:00:00Z</opencpn:planned_departure></extensions>
            <rtept lat="36.72" lon="27.69"><name>Datça</name><desc>fuel</desc>
              <extensions><opencpn:arrival_radius>0.050000</opencpn:arrival_radius>
              <opencpn:rte_properties planned_speed="5.50"/></extensions></rtept>
            <rtept lat="36.686" lon="27.374"><name> </name></rtept>
          </rte>
          <rte><name>   </name><rtept lat="36.7" lon="27.6"/><rtept lat="36.8" lon="27.7"><cmt>c</cmt></rtept></rte>
          <trk><name>Sunday</name><trkseg><trkpt lat="36.7" lon="27.6"/></trkseg></trk>
        </gpx>
        """,
        // A route point outside any route, and an empty route.
        """
        <gpx version="1.0" creator="eTrex"><rtept lat="1" lon="2"/><rte></rte></gpx>
        """,
    ]

    @Test(arguments: documents)
    func sinkGetsTheDocumentsRoutes(text: String) throws {
        let whole = try GPXReader().read(Data(text.utf8))
        let sink = RecordingSink()
        let data = Data(text.utf8)
        var sent = false
        let streamed = try GPXReader().read(
            chunks: { () throws(InterchangeError) -> Data? in
                defer { sent = true }
                return sent ? nil : data
            }, routes: sink)
        expectEqual(sink.routes, whole.routes)
        expectEqual(sink.begun, whole.routes.count)
        #expect(streamed.routes.isEmpty)
        expectEqual(streamed.waypoints, whole.waypoints)
        expectEqual(streamed.tracks, whole.tracks)
    }

    static func largeDocument() throws -> GPXDocument {
        var route = try Route(
            name: "Long", plannedDeparture: Date(timeIntervalSince1970: 1_787_292_000.5), plannedSpeedKnots: 6)
        for index in 0..<5_000 {
            try route.insert(
                Waypoint(
                    name: index % 7 == 0 ? "" : "P\(index) <&>",
                    coordinate: GeoCoordinate(
                        latitude: 36 + Double(index) / 10_000, longitude: 27 - Double(index) / 3_000),
                    plannedSpeedKnots: index % 3 == 0 ? 5.5 : nil, arrivalRadiusMeters: index % 5 == 0 ? 50 : nil,
                    notes: index % 11 == 0 ? "note \(index)" : nil))
        }
        let track = GPXTrack(
            name: "Sunday",
            segments: [[GPXTrack.Point(coordinate: GeoCoordinate(latitude: 36, longitude: 27), time: nil)]])
        return GPXDocument(
            routes: [route], waypoints: [Waypoint(name: "W", coordinate: GeoCoordinate(latitude: 1, longitude: 2))],
            tracks: [track])
    }

    @Test func piecesMakeTheSameText() throws {
        let document = try Self.largeDocument()
        var pieces: [String] = []
        try GPXWriter().write(document) { pieces.append($0) }
        expectEqual(pieces.joined(), (try GPXWriter().write(document)))
        #expect(pieces.count > 10)
        for piece in pieces.dropLast() {
            #expect(piece.utf8.count >= 1 << 16)
            #expect(piece.utf8.count < (1 << 16) + 1024)
            #expect(piece.hasSuffix("\n"))
        }
    }

    @Test func refusedDocumentWritesNothing() throws {
        var pieces: [String] = []
        let short = GPXDocument(routes: [try Route(name: "Short")])
        #expect(throws: InterchangeError.routeTooShort(name: "Short", waypointCount: 0)) {
            try GPXWriter().write(short) { pieces.append($0) }
        }
        #expect(pieces.isEmpty)
    }

    struct Refused: Error {}

    /// A store without a streaming write collects the routes and saves them when the import returns.
    @Test func defaultImportCollectsDiscardsAndReplaces() throws {
        let store = InMemoryRouteStore(routes: [try Route(name: "Kept")])
        let point = Waypoint(name: "A", coordinate: GeoCoordinate(latitude: 36, longitude: 27))
        #expect(throws: Refused.self) {
            try store.importRoutes { writer in
                try writer.append(point)
                try writer.finishRoute(named: "Lost", plannedDeparture: nil, plannedSpeedKnots: nil)
                throw Refused()
            }
        }
        expectEqual(store.routeNames(), ["Kept"])
        try store.importRoutes { writer in
            try writer.append(point)
            try writer.discardRoute()
            try writer.append(point)
            try writer.finishRoute(named: "Kept", plannedDeparture: nil, plannedSpeedKnots: 4)
        }
        expectEqual(store.route(named: "Kept"), (try Route(name: "Kept", waypoints: [point], plannedSpeedKnots: 4)))
    }
}
