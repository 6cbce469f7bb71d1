import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import Synchronization
import Testing

@testable import DenizrotadCommands

/// The dashboard checks and draws the land `denizrota coastline set` chose (issue 33): the user's file, named with
/// its attribution, else the embedded GSHHG coastline; a stored file that cannot be used is refused, not replaced.
@Suite struct DashboardLandTests {
    static let island = #"""
        {"type":"FeatureCollection","attribution":"Test islet, CC0","features":[{"type":"Feature","geometry":
        {"type":"Polygon","coordinates":[[[27.1,37.1],[27.2,37.1],[27.2,37.2],[27.1,37.2],[27.1,37.1]]]}}]}
        """#

    /// Rows: the stored path, and the source drawn in 27–27.3° E, 37–37.3° N (nil when refused).
    @Test(arguments: [
        ("/boat/islet.geojson" as String?, "/boat/islet.geojson" as String?), (nil, "GSHHG 2.3.7 full resolution"),
        ("/boat/missing.geojson", nil), ("/boat/not-land.geojson", nil),
    ])
    func drawsTheChosenLand(stored: String?, source: String?) {
        let files = InMemoryFileSystem(files: [
            "/boat/islet.geojson": Array(Self.island.utf8), "/boat/not-land.geojson": Array("{}".utf8),
        ])
        let land = DashboardLand(storedPath: { stored }, fileSystem: files)
        guard case .check(let check) = land.current() else {
            #expect(source == nil)
            return
        }
        let box = GeoBoundingBox(minLatitude: 37, maxLatitude: 37.3, minLongitude: 27, maxLongitude: 27.3)
        let rings = check.landRings(in: box, toleranceDegrees: 0.001)
        let json = DashboardCoastline.geoJSON(rings, source: check.source)
        #expect(check.source.name == source && !rings.isEmpty)
        #expect(json.contains(#""attribution":"\#(check.source.attribution)""#), "\(json.prefix(200))")
        if stored != nil {
            let corners = [(37.1, 27.1), (37.1, 27.2), (37.2, 27.2), (37.2, 27.1), (37.1, 27.1)]
            #expect(rings == [corners.map { GeoCoordinate(latitude: $0.0, longitude: $0.1) }])
            expectEqual(check.source.attribution, "Test islet, CC0 (/boat/islet.geojson)")
        }
    }

    /// The weather view's plan judges the route against the land the rest of the daemon uses (the user's file
    /// here): a leg across the user's islet crosses land (the plan's `crossesLand` per leg).
    @Test func planUsesTheChosenLand() async throws {
        // Covering 27–27.3° E, 37–37.3° N (its `bbox`), so both ends of the leg lie inside the user's coverage.
        let covering = Self.island.replacingOccurrences(
            of: #"Collection","#, with: #"Collection","bbox":[27,37,27.3,37.3],"#)
        let island = try Coastline(geoJSON: covering)
        let land = try #require(LandCheck(userCoastline: island, path: "/boat/islet.geojson"))
        let route = try Route(
            name: "Across",
            waypoints: [("A", 27.05), ("B", 27.25)].map {
                Waypoint(name: $0.0, coordinate: GeoCoordinate(latitude: 37.15, longitude: $0.1))
            })
        let departure = Date(timeIntervalSince1970: 1_782_887_400)
        let body = try await DashboardPlanner.plan(
            route, departure: departure, boat: .defaults, now: departure, land: land,
            client: FixedWeatherProvider(bundle: ForecastBundle(forecasts: [])))
        let text = String(decoding: body, as: UTF8.self)
        #expect(text.contains(#""crossesLand":true"#), "\(text.prefix(600))")
    }
}
