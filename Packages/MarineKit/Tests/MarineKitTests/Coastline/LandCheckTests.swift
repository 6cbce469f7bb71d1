import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Waypoints on land and legs across land, against the embedded Natural Earth 1:10m coast and a synthetic island.
@Suite struct LandCheckTests {
    static let check = LandCheck(coastline: .easternMediterranean, source: .naturalEarth)

    static func point(_ latitude: Double, _ longitude: Double) -> GeoCoordinate {
        GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// Positions read off the 1:10m data (checked with an independent even-odd test in Python over the GeoJSON):
    /// the old quick tour's "Datça" 36.75 N 27.69 E lies inside the peninsula; 36.715 N is Datça's bay; Knidos
    /// 36.686 N 27.374 E is on the cape's 1:10m outline but within the 500 m tolerance.
    @Test(arguments: [
        (36.75, 27.69, LandStatus.land), (36.715, 27.69, .sea), (36.686, 27.374, .sea), (36.95, 27.85, .sea),
        (39.925, 32.866, .land), (40.5, 10.2, .noData), (29.0, 30.0, .noData),
    ])
    func waypoints(latitude: Double, longitude: Double, expected: LandStatus) {
        expectEqual(Self.check.status(of: Self.point(latitude, longitude)), expected)
    }

    /// The Datça crossing (Gökova side → Datça bay, over the peninsula) is land; legs in open water are not.
    @Test(arguments: [
        ((36.80, 27.70), (36.715, 27.69), LandStatus.land),
        ((36.75, 27.69), (36.686, 27.374), .land),
        ((36.95, 27.85), (36.90, 27.55), .sea),
        ((36.90, 27.55), (36.66, 27.30), .sea),
        ((36.715, 27.69), (36.65, 27.69), .sea),
        ((36.65, 27.69), (36.64, 27.45), .sea),
        ((36.72, 27.34), (37.02, 27.42), .sea),
        ((36.95, 27.85), (40.5, 10.2), .noData),
    ])
    func legs(from: (Double, Double), to: (Double, Double), expected: LandStatus) {
        let status = Self.check.status(from: Self.point(from.0, from.1), to: Self.point(to.0, to.1))
        expectEqual(status, expected)
    }

    /// A 0.2° × 0.2° island at 37°–37.2° N, 27°–27.2° E: 300 m inside is within the tolerance, 1 km is land; a
    /// leg that clips a corner by less than 500 m is sea, one through the middle is land.
    @Test func toleranceOnASyntheticIsland() throws {
        let square = [(37.0, 27.0), (37.0, 27.2), (37.2, 27.2), (37.2, 27.0), (37.0, 27.0)].map { Self.point($0, $1) }
        let ring = try #require(LandRing(vertices: square))
        let box = GeoBoundingBox(minLatitude: 36, maxLatitude: 38, minLongitude: 26, maxLongitude: 28)
        let island = LandCheck(
            coastline: Coastline(polygons: [LandPolygon(outer: ring)]),
            source: CoastlineSource(name: "square", coverage: box))
        let metre = 1 / 111_000.0
        expectEqual(island.status(of: Self.point(37.0 + 300 * metre, 27.1)), .sea)
        expectEqual(island.status(of: Self.point(37.0 + 1_000 * metre, 27.1)), .land)
        expectEqual(island.status(of: Self.point(36.9, 27.1)), .sea)
        expectEqual(island.status(from: Self.point(36.9, 27.1), to: Self.point(37.3, 27.1)), .land)
        let clip = 200 * metre
        expectEqual(island.status(from: Self.point(37.0 + clip, 26.9), to: Self.point(37.0 + clip, 27.3)), .sea)
        let report = island.report(for: [Self.point(36.9, 27.1), Self.point(37.1, 27.1), Self.point(36.9, 27.3)])
        #expect(report.waypoints == [.sea, .land, .sea] && report.legs == [.land, .land])
        #expect(report.waypointsOnLand == [2] && report.legsCrossingLand == [1, 2] && report.hasLand)
    }
}
