import Foundation

@testable import MarineKit

/// Builders shared by the tracking and alert tests.
enum TrackingTestData {
    static let geometry = SphericalTrackGeometry()
    static let start = Date(timeIntervalSince1970: 1_780_315_200)  // 2026-06-01T12:00:00Z
    /// Metres per minute of latitude on the IUGG mean sphere: R · π / 10 800.
    static let metresPerArcMinute = 6_371_008.8 * Double.pi / 10_800

    /// A fix `seconds` after `start`, `northMetres` north and `eastMetres` east of 37° N 27° E.
    static func fix(
        _ seconds: Double, north northMetres: Double = 0, east eastMetres: Double = 0, knots: Double? = nil,
        accuracy: Double? = 5
    ) -> PositionFix {
        let metersPerDegree = metresPerArcMinute * 60
        return PositionFix(
            time: start.addingTimeInterval(seconds), latitude: 37 + northMetres / metersPerDegree,
            longitude: 27 + eastMetres / (metersPerDegree * cos(37 * Double.pi / 180)),
            speedOverGround: knots.map { $0 * PositionFix.metersPerSecondPerKnot }, horizontalAccuracy: accuracy)
    }
}
