import CLIKitTesting
import Expectations
import MarineKit
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
}
