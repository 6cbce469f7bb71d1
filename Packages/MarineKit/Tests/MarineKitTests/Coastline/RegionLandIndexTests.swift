import Expectations
import Foundation
import Testing

@testable import MarineCoastline
@testable import MarineKit

/// The land check over an index of only the rows a route's report reads (``LandCheck/makeFullResolution(around:)``,
/// issue 30) answers as the whole index does, to the bit: the report, every chunk's crossings, every waypoint's
/// even-odd test and coast search; and queries outside its rows are answered by the whole index.
@Suite struct RegionLandIndexTests {
    /// The zig-zag of `scripts/bench land` (LandBench: 36°–39.5° N, 23.5°–27.5° E, the same linear congruential
    /// steps): 1,001 points.
    static let zigZag: [GeoCoordinate] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var points = [GeoCoordinate(latitude: 37.5, longitude: 25.5)]
        for _ in 0..<1000 {
            let last = points[points.count - 1]
            let latitude = min(39.5, max(36, last.latitude + (next() - 0.5) * 0.6))
            let longitude = min(27.5, max(23.5, last.longitude + (next() - 0.5) * 0.6))
            points.append(GeoCoordinate(latitude: latitude, longitude: longitude))
        }
        return points
    }()

    static func route(_ pairs: [(Double, Double)]) -> [GeoCoordinate] {
        pairs.map { GeoCoordinate(latitude: $0.0, longitude: $0.1) }
    }

    /// Routes: four stretches of the bench's zig-zag (legs of up to 0.6° both ways, through the Cyclades and the
    /// Dodecanese), the Knidos route of Docs/denizrota.md with its leg over the Datça peninsula, the Bosphorus to
    /// the Black Sea and along its Turkish coast past Sinop, a route with one waypoint, and one leaving the
    /// covered box (legs "not checked").
    static let routes: [[GeoCoordinate]] = [
        Array(zigZag[0..<40]), Array(zigZag[300..<340]), Array(zigZag[600..<640]), Array(zigZag[961..<1001]),
        route([(36.715, 27.70), (36.65, 27.69), (36.64, 27.45), (36.665, 27.37), (36.72, 27.34), (37.02, 27.42)]),
        route([(36.80, 27.70), (36.715, 27.70)]),
        route([(41.01, 28.98), (41.10, 29.06), (41.23, 29.12), (41.30, 31.40), (42.05, 35.20), (41.60, 36.20)]),
        route([(40.40, 26.70), (40.02, 26.20), (39.80, 26.00)]),
        route([(37.03, 27.43)]),
        route([(36.95, 27.85), (29.5, 30.0), (36.90, 27.55)]),
    ]

    @Test(arguments: routes.indices)
    func answersAsTheWholeIndex(route index: Int) {
        let coordinates = Self.routes[index]
        let whole = LandCheck.fullResolution
        let region = LandCheck.makeFullResolution(around: coordinates)
        // The index really is a part, under half the whole index's cell entries; the last route's leg to 29.5° N
        // 30° E (outside the coverage) reaches far enough to need nearly every row.
        let part = Double(region.grid.cellEdges.count) / Double(whole.grid.cellEdges.count)
        #expect(index == Self.routes.count - 1 ? part > 0.5 : part < 0.5)
        #expect(region.report(for: coordinates) == whole.report(for: coordinates))
        var differences: [String] = []
        for (number, point) in coordinates.enumerated() {
            let xy = SIMD2(point.longitude, point.latitude)
            if region.grid.isLand(xy) != whole.grid.isLand(xy)
                || region.grid.hasCoast(within: 100, of: xy) != whole.grid.hasCoast(within: 100, of: xy)
            {
                differences.append("waypoint \(number + 1)")
            }
            guard number + 1 < coordinates.count else { continue }
            let chunks = LandCheck.chunks(from: point, to: coordinates[number + 1])
            for (a, b) in zip(chunks, chunks.dropFirst())
            where region.grid.crossings(from: a, to: b) != whole.grid.crossings(from: a, to: b)
                || region.grid.isLand((a + b) / 2) != whole.grid.isLand((a + b) / 2)
            {
                differences.append("leg \(number + 1) at \(a)")
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Queries reading rows the index does not hold (a leg from the route's box to far outside it, a point
    /// elsewhere, another route) are answered by the whole index: the same statuses.
    @Test func answersOutsideItsRowsAsTheWholeIndex() {
        let knidos = Self.routes[4]
        let region = LandCheck.makeFullResolution(around: knidos)
        let whole = LandCheck.fullResolution
        let (inside, bodrum) = (knidos[5], GeoCoordinate(latitude: 37.03, longitude: 27.43))
        let legs = [
            (inside, GeoCoordinate(latitude: 38.40, longitude: 26.10)),
            (bodrum, GeoCoordinate(latitude: 36.98, longitude: 27.50)),
            (GeoCoordinate(latitude: 41.01, longitude: 28.98), GeoCoordinate(latitude: 41.23, longitude: 29.12)),
        ]
        let statuses = legs.map { region.status(from: $0.0, to: $0.1) }
        expectEqual(statuses, legs.map { whole.status(from: $0.0, to: $0.1) })
        expectEqual(statuses, [.land, .land, .land])
        let points = [
            GeoCoordinate(latitude: 39.925, longitude: 32.866), GeoCoordinate(latitude: 40.5, longitude: 27.9),
        ]
        expectEqual(points.map(region.status(of:)), points.map(whole.status(of:)))
        let other = Self.routes[6]
        #expect(region.report(for: other) == whole.report(for: other))
    }
}
