import Foundation
import Testing

@testable import MarineKit

@Suite struct RhumbLineTests {
    /// Reference values from GeographicLib's RhumbSolve 2.1.2 (`RhumbSolve -i -p 9`, exact rhumb lines on
    /// WGS84): lat1 lon1 lat2 lon2 → azimuth, distance.
    @Test(arguments: [
        (36.72, 27.69, 36.686, 27.374, 360 - 97.610_904_046_592_37, 28_487.674_797_074),
        (40.6, -73.8, 51.6, -0.5, 77.768_389_710_255_68, 5_771_083.383_328_028),
        (0.0, 0.0, 0.0, 90.0, 90.0, 10_018_754.171_394_620),
        (-33.9, 18.4, -33.9, 151.2, 90.0, 12_283_057.474_117_650),
        (36.0, 28.0, 37.0, 28.0, 0.0, 110_968.304_439_956),
    ])
    func matchesRhumbSolve(lat1: Double, lon1: Double, lat2: Double, lon2: Double, azimuth: Double, distance: Double) {
        let result = RhumbLine.wgs84.inverse(
            from: GeoCoordinate(latitude: lat1, longitude: lon1), to: GeoCoordinate(latitude: lat2, longitude: lon2))
        #expect(abs(result.bearing - azimuth) < 1e-9)
        #expect(abs(result.distance - distance) < 1e-6)
    }
}
