import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Fetch over synthetic land: a 1°×1° square island east of the origin and a C-shaped bay, where distances
/// can be computed by hand on the sphere (1° of latitude = 111.195 km at R = 6,371,008.8 m).
@Suite struct CoastalFetchTests {
    static let degree = CoastalFetch.earthRadiusMeters * .pi / 180

    /// Land: the square lon 1…2, lat −0.5…0.5 (an island) plus a frame far away so the grid covers the area.
    static let island: [[SIMD2<Double>]] = [
        [SIMD2(1, -0.5), SIMD2(2, -0.5), SIMD2(2, 0.5), SIMD2(1, 0.5), SIMD2(1, -0.5)],
        [SIMD2(-8, -8), SIMD2(-7.9, -8), SIMD2(-7.9, -7.9), SIMD2(-8, -7.9)],
        [SIMD2(8, 8), SIMD2(7.9, 8), SIMD2(7.9, 7.9), SIMD2(8, 7.9)],
    ]

    static let fetch = CoastalFetch(grid: LandGrid(rings: island))

    @Test func windFromTheIslandMeetsItsShore() throws {
        // Wind from the east (90°): the island's west shore at lon 1° is 1° of longitude away on the equator.
        let measured = try Self.fetch.measure(at: GeoCoordinate(latitude: 0, longitude: 0), windFromDegrees: 90)
        #expect(abs(measured.straightLineMeters - Self.degree) < 30)
        #expect(!measured.isOpenSea)
        // The ±45° rays at ±30°…±45° pass beside the island's corners (atan(0.5) = 26.6°), so F_eff > F.
        #expect(measured.effectiveMeters > measured.straightLineMeters)
    }

    @Test func windFromOpenWaterIsCapped() throws {
        // Wind from the west: nothing upwind within 500 km.
        let measured = try Self.fetch.measure(at: GeoCoordinate(latitude: 0, longitude: 0), windFromDegrees: 270)
        #expect(measured.straightLineMeters == CoastalFetch.maximumFetchMeters && measured.isOpenSea)
        #expect(abs(measured.effectiveMeters - CoastalFetch.maximumFetchMeters) < 1e-6)
    }

    @Test(arguments: [(0.0, 1.5, true), (0.49, 1.01, true), (0.0, 0.99, false), (0.6, 1.5, false), (0.0, 2.01, false)])
    func pointInLand(lat: Double, lon: Double, land: Bool) {
        expectEqual(Self.fetch.isLand(GeoCoordinate(latitude: lat, longitude: lon)), land)
    }

    @Test func pointOnLandIsAnError() {
        #expect(throws: FetchError.onLand(latitude: 0, longitude: 1.5)) {
            try Self.fetch.measure(at: GeoCoordinate(latitude: 0, longitude: 1.5), windFromDegrees: 0)
        }
        #expect(throws: FetchError.outsideCoverage(latitude: 20, longitude: 0)) {
            try Self.fetch.measure(at: GeoCoordinate(latitude: 20, longitude: 0), windFromDegrees: 0)
        }
    }

    @Test func straightLineAtSeveralBearings() throws {
        let cap = CoastalFetch.maximumFetchMeters
        let distances = try Self.fetch.straightLineFetch(
            at: GeoCoordinate(latitude: 0, longitude: 0.5), bearings: [0, 90, 180, 270])
        let expected = [cap, 0.5 * Self.degree, cap, cap]
        #expect(zip(distances, expected).allSatisfy { abs($0 - $1) < 30 })
    }
}
