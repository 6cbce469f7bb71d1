import Expectations
import Foundation
import Testing

@testable import MarineCoastline
@testable import MarineKit

/// Jumping over edge-free chunks (``LandGrid/clearance(around:)``) gives exactly the answer of walking every 2 km
/// chunk: compared with a plain walk over the same grid, bit for bit.
@Suite struct CoastalFetchSkippingTests {
    static let grid = LandGrid(coastline: .easternMediterranean)

    /// The walk without skipping, as `CoastalFetch` did it before the distance transform.
    static func walkedFetch(from location: GeoCoordinate, bearing: Double) -> Double {
        let path = GreatCircleRay(from: location, bearingDegrees: bearing, radius: CoastalFetch.earthRadiusMeters)
        var previous = SIMD2(location.longitude, location.latitude)
        var travelled = 0.0
        while travelled < CoastalFetch.maximumFetchMeters {
            let chunk = min(CoastalFetch.chunkMeters, CoastalFetch.maximumFetchMeters - travelled)
            let next = path.point(atDistance: travelled + chunk)
            if let fraction = grid.firstHit(from: previous, to: next) { return travelled + fraction * chunk }
            travelled += chunk
            previous = next
        }
        return CoastalFetch.maximumFetchMeters
    }

    @Test(arguments: [
        (36.95, 27.85), (39.2, 24.6), (36.5, 25.0), (40.75, 28.0), (43.0, 34.0), (34.5, 31.0), (37.2, 26.1),
    ])
    func skippingEqualsWalking(latitude: Double, longitude: Double) throws {
        let point = GeoCoordinate(latitude: latitude, longitude: longitude)
        let bearings = (0..<72).map { Double($0) * 5 }
        let fast = try CoastalFetch(grid: Self.grid).straightLineFetch(at: point, bearings: bearings)
        let walked = bearings.map { Self.walkedFetch(from: point, bearing: $0) }
        expectEqual(fast, walked)
    }

    /// The clearance is 0 at a coastline cell and grows away from it; open sea far from land has a large one.
    @Test func clearanceAroundPoints() {
        #expect(Self.grid.clearance(around: SIMD2(27.85, 36.95)) < 0.2)
        #expect(Self.grid.clearance(around: SIMD2(34.0, 43.0)) > 0.5)
        expectEqual(Self.grid.clearance(around: SIMD2(10, 10)), 0)
    }
}
