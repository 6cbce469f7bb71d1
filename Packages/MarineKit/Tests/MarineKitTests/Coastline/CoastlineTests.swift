import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct CoastlineTests {
    private let coastline = Coastline.easternMediterranean

    /// Counts from the data set's README (Packages/MarineKit/Data/Coastline/README.md): 12,990 vertices in
    /// 55 features; the features hold 133 polygons with no holes.
    @Test func embeddedDataHasTheDocumentedSize() {
        expectEqual(coastline.polygons.count, 133)
        #expect(coastline.polygons.reduce(0) { $0 + $1.outer.vertices.count } == 12_990)
        expectEqual(coastline.segments.count, 12_990 - 133)
    }

    /// The data set is clipped to 19°E–45°E, 30°N–47.5°N (README).
    @Test func boundsStayInsideTheClipBox() throws {
        let bounds = try #require(coastline.bounds)
        #expect(bounds.minLongitude >= 19 && bounds.maxLongitude <= 45)
        #expect(bounds.minLatitude >= 30 && bounds.maxLatitude <= 47.5)
    }

    /// City centres well inland and points in open water, far (> 10 km) from any coast.
    @Test(arguments: [
        ("Ankara", 39.925, 32.866, true), ("Konya", 37.871, 32.485, true), ("Athens", 37.984, 23.728, true),
        ("Nicosia", 35.185, 33.382, true), ("Rhodes interior", 36.25, 27.95, true),
        ("Crete interior", 35.2, 24.9, true),
        ("Black Sea", 43.0, 34.0, false), ("Levantine Sea", 34.5, 31.0, false), ("Sea of Marmara", 40.75, 28.0, false),
        ("Gökova Gulf", 36.97, 27.9, false), ("central Aegean", 38.5, 25.3, false),
        ("outside the data", 10.0, 10.0, false),
    ])
    func knownPlaces(name: String, latitude: Double, longitude: Double, isLand: Bool) {
        expectEqual(coastline.isLand(lat: latitude, lon: longitude), isLand, "\(name)")
    }

    @Test func segmentsInABoxTouchTheBox() {
        let gokova = GeoBoundingBox(minLatitude: 36.8, maxLatitude: 37.1, minLongitude: 27.4, maxLongitude: 28.4)
        let segments = coastline.segments(intersecting: gokova)
        #expect(segments.count > 50)
        #expect(segments.allSatisfy { $0.bounds.intersects(gokova) })
    }

    @Test func squareWithHole() throws {
        let text = """
            {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Polygon","coordinates":
            [[[0,0],[10,0],[10,10],[0,10],[0,0]],[[4,4],[6,4],[6,6],[4,6],[4,4]]]}},
            {"type":"Feature","geometry":{"type":"Point","coordinates":[1,1]}}]}
            """
        let square = try Coastline(geoJSON: text)
        expectEqual(square.polygons.count, 1)
        #expect(square.isLand(lat: 2, lon: 2))
        #expect(!square.isLand(lat: 5, lon: 5))
        #expect(!square.isLand(lat: 11, lon: 5))
    }

    /// A land file's own members (``CoastlineMetadata``): read when in range, refused otherwise; nil = refused.
    @Test(
        arguments: [
            (
                #""attribution":"OSM, ODbL","toleranceMeters":100,"minimumLandRunMeters":50,"#,
                CoastlineMetadata(attribution: "OSM, ODbL", toleranceMeters: 100, minimumLandRunMeters: 50)
            ),
            (#""toleranceMeters":0,"#, CoastlineMetadata(toleranceMeters: 0)),
            ("", CoastlineMetadata()),
            (#""toleranceMeters":-1,"#, nil), (#""minimumLandRunMeters":0,"#, nil), (#""toleranceMeters":"100","#, nil),
            (#""attribution":"","#, nil), (#""attribution":"a\u0007b","#, nil),
        ] as [(String, CoastlineMetadata?)])
    func readsTheFilesOwnMembers(members: String, expected: CoastlineMetadata?) throws {
        let text = #"{"type":"FeatureCollection","# + members + #""features":[]}"#
        if let expected {
            #expect(try Coastline(geoJSON: text).metadata == expected)
        } else {
            #expect(throws: CoastlineError.self) { try Coastline(geoJSON: text) }
        }
    }

    @Test(arguments: [
        "not json", #"{"type":"Feature","features":[]}"#,
        #"{"type":"FeatureCollection","features":[{"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}}]}"#,
    ])
    func rejectsInvalidGeoJSON(text: String) {
        #expect(throws: CoastlineError.self) { try Coastline(geoJSON: text) }
    }
}
