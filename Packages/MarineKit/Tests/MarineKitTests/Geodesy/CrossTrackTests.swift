import Expectations
import Foundation
import Testing

@testable import MarineKit

/// A point built at a known perpendicular offset from a known foot on the leg must give that offset and
/// that along-track distance back (the foot and the perpendicular come from the direct problem, itself
/// checked against GeographicLib in GeodesicTests).
@Suite struct CrossTrackTests {
    private let geodesic = Geodesic.wgs84
    private let start = GeoCoordinate(latitude: 36.72, longitude: 27.69)  // Datça
    private let end = GeoCoordinate(latitude: 36.686, longitude: 27.374)  // Knidos

    @Test(arguments: [(5_000.0, 250.0), (12_000.0, -800.0), (27_000.0, 3_000.0), (-1_500.0, 100.0), (35_000.0, -50.0)])
    func recoversConstructedOffsets(along: Double, offset: Double) {
        let leg = geodesic.inverse(from: start, to: end)
        let foot = geodesic.direct(from: start, azimuth: leg.initialAzimuth, distance: along)
        let position = geodesic.direct(
            from: foot.destination, azimuth: foot.finalAzimuth + (offset >= 0 ? 90 : -90), distance: abs(offset))
        let progress = geodesic.progress(of: position.destination, along: start, to: end)
        #expect(abs(progress.crossTrack - offset) < 1e-4)
        #expect(abs(progress.alongTrack - along) < 1e-4)
        #expect(abs(progress.legLength - leg.distance) < 1e-9)
        expectEqual(progress.hasPassedEnd, (along >= leg.distance))
    }
}
