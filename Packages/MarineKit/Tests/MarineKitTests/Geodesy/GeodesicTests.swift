import Expectations
import Foundation
import Testing

@testable import MarineKit

/// The tolerance of the issue and of Karney 2013 (abstract: "accurate to round-off … 15 nanometers").
private let nanometres15 = 15e-9

/// Angular difference in degrees folded into [0, 180].
private func angleError(_ a: Double, _ b: Double) -> Double {
    abs(AngleMath.normalize(a - b))
}

/// Distance between two nearby points in metres (local flat approximation; enough to compare at nm level).
private func separation(_ p: GeoCoordinate, _ q: GeoCoordinate) -> Double {
    let metersPerDegree = 111_319.5
    let dLat = p.latitude - q.latitude
    let dLon = AngleMath.normalize(p.longitude - q.longitude) * cos(p.latitude * .pi / 180)
    return hypot(dLat, dLon) * metersPerDegree
}

@Suite struct GeodesicTests {
    private let geodesic = Geodesic.wgs84

    /// Karney 2013 §3 worked example of the direct problem: φ₁ = 40°, α₁ = 30°, s₁₂ = 10 000 km gives
    /// φ₂ = 41.79331020506°, λ₁₂ = 137.84490004377°, α₂ = 149.09016931807°.
    @Test func paperDirectExample() {
        let result = geodesic.direct(from: GeoCoordinate(latitude: 40, longitude: 0), azimuth: 30, distance: 10_000_000)
        #expect(abs(result.destination.latitude - 41.793_310_205_06) < 1e-11)
        #expect(abs(result.destination.longitude - 137.844_900_043_77) < 1e-11)
        #expect(abs(result.finalAzimuth - 149.090_169_318_07) < 1e-11)
    }

    /// Karney 2013 §4 worked example of the inverse problem: φ₁ = −30°, φ₂ = 29.9°, λ₁₂ = 179.8° gives
    /// α₁ = 161.89052473633°, α₂ = 18.09073724574°, s₁₂ = 19 989 832.82761 m.
    @Test func paperInverseExample() {
        let result = geodesic.inverse(
            from: GeoCoordinate(latitude: -30, longitude: 0), to: GeoCoordinate(latitude: 29.9, longitude: 179.8))
        #expect(abs(result.initialAzimuth - 161.890_524_736_33) < 1e-11)
        #expect(abs(result.finalAzimuth - 18.090_737_245_74) < 1e-11)
        #expect(abs(result.distance - 19_989_832.827_61) < 1e-5)
    }

    /// Karney 2013 short-line example: φ₁ = −30.12345°, φ₂ = −30.12344°, λ₁₂ = 0.00005° →
    /// s₁₂ = 4.944208 m, α₁ = 77.04353354°.
    @Test func paperShortLineExample() {
        let result = geodesic.inverse(
            from: GeoCoordinate(latitude: -30.12345, longitude: 0),
            to: GeoCoordinate(latitude: -30.12344, longitude: 0.00005))
        #expect(abs(result.distance - 4.944_208_284) < 1e-9)
        #expect(abs(result.initialAzimuth - 77.043_533_541_017) < 1e-9)
    }

    /// 1,050 cases answered by GeographicLib's GeodSolve (Fixtures/Geodesy/README.md).
    @Test func inverseMatchesGeographicLib() throws {
        var worstDistance = 0.0
        var worstAzimuth = 0.0
        for row in try Fixture.rows("Geodesy/geodesic-inverse-cases.txt") {
            let result = geodesic.inverse(
                from: GeoCoordinate(latitude: row[0], longitude: row[1]),
                to: GeoCoordinate(latitude: row[2], longitude: row[3]))
            worstDistance = max(worstDistance, abs(result.distance - row[6]))
            // An azimuth error δ moves the far end by about m₁₂·δ (reduced length m₁₂ ≤ s₁₂); bound s₁₂·δ,
            // except near the antipode (σ₁₂ > 179°), where m₁₂ → 0 and the azimuth is ill-conditioned: there
            // bound δ by 1e-12° (GeodSolve prints 14 decimals).
            let scale = result.arcLength > 179 ? 15_000 : max(row[6], 1) * .pi / 180
            worstAzimuth = max(worstAzimuth, angleError(result.initialAzimuth, row[4]) * scale)
            worstAzimuth = max(worstAzimuth, angleError(result.finalAzimuth, row[5]) * scale)
        }
        #expect(worstDistance <= nanometres15)
        #expect(worstAzimuth <= nanometres15)
    }

    @Test func directMatchesGeographicLib() throws {
        var worst = 0.0
        for row in try Fixture.rows("Geodesy/geodesic-direct-cases.txt") {
            let result = geodesic.direct(
                from: GeoCoordinate(latitude: row[0], longitude: row[1]), azimuth: row[2], distance: row[3])
            worst = max(worst, separation(result.destination, GeoCoordinate(latitude: row[4], longitude: row[5])))
            worst = max(worst, angleError(result.finalAzimuth, row[6]) * max(row[3], 1) * .pi / 180)
        }
        #expect(worst <= nanometres15)
    }

    /// Swapping the ends gives the same distance and swaps and reverses the azimuths.
    @Test func inverseIsSymmetric() throws {
        for row in try Fixture.rows("Geodesy/geodesic-inverse-cases.txt").prefix(400) {
            let p = GeoCoordinate(latitude: row[0], longitude: row[1])
            let q = GeoCoordinate(latitude: row[2], longitude: row[3])
            let forward = geodesic.inverse(from: p, to: q)
            let backward = geodesic.inverse(from: q, to: p)
            #expect(abs(forward.distance - backward.distance) <= nanometres15)
            #expect(
                angleError(forward.initialAzimuth, backward.finalAzimuth + 180) * forward.distance * .pi / 180
                    <= nanometres15)
        }
    }

    /// direct(inverse(p, q)) lands on q.
    @Test func directUndoesInverse() throws {
        for row in try Fixture.rows("Geodesy/geodesic-inverse-cases.txt").prefix(700) {
            let p = GeoCoordinate(latitude: row[0], longitude: row[1])
            let q = GeoCoordinate(latitude: row[2], longitude: row[3])
            let inverse = geodesic.inverse(from: p, to: q)
            let end = geodesic.direct(from: p, azimuth: inverse.initialAzimuth, distance: inverse.distance)
            guard abs(q.latitude) < 89.9 else { continue }  // longitude is ill-defined at the poles
            #expect(separation(end.destination, q) <= 2 * nanometres15, "\(row)")
        }
    }

    @Test func coincidentPointsHaveZeroDistance() {
        let p = GeoCoordinate(latitude: 36.7, longitude: 27.4)
        expectEqual(geodesic.inverse(from: p, to: p).distance, 0)
    }

    @Test func invalidLatitudeGivesNaN() {
        let result = geodesic.inverse(
            from: GeoCoordinate(latitude: 91, longitude: 0), to: GeoCoordinate(latitude: 0, longitude: 0))
        #expect(result.distance.isNaN)
    }
}
