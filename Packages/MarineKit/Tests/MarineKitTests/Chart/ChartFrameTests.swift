import Foundation
import Testing

@testable import MarineKit

/// The one chart projection shared by the SVG chart and denizrota's PDF chart.
@Suite struct ChartFrameTests {
    static let gokova = [
        GeoCoordinate(latitude: 37.0317, longitude: 27.4292), GeoCoordinate(latitude: 36.6856, longitude: 27.3744),
    ]

    @Test func inverseReturnsTheCoordinate() {
        let frame = ChartFrame(fitting: Self.gokova, width: 480, height: 300, padding: 12)
        for coordinate in Self.gokova + [GeoCoordinate(latitude: 36.9, longitude: 27.5)] {
            let point = frame.point(coordinate)
            let back = frame.coordinate(x: point.x, y: point.y)
            #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
            #expect(abs(back.longitude - coordinate.longitude) < 1e-9)
        }
    }

    /// A nautical mile east along the parallel spans `unitsPerNauticalMile`: Δλ = 1852 m / (ν cos φ), WGS 84.
    @Test func nauticalMileAlongTheParallel() {
        let frame = ChartFrame(fitting: Self.gokova, width: 480, height: 300, padding: 12)
        let latitude = 36.86
        let degrees = 1852 / RhumbLine.wgs84.parallelRadius(latitude * .pi / 180) * 180 / .pi
        let west = frame.point(GeoCoordinate(latitude: latitude, longitude: 27.4))
        let east = frame.point(GeoCoordinate(latitude: latitude, longitude: 27.4 + degrees))
        let expected = frame.unitsPerNauticalMile(atLatitude: latitude)
        #expect(abs((east.x - west.x) - expected) < 1e-9 * expected)
        #expect(abs(east.y - west.y) < 1e-9)
    }

    @Test func keepsEveryPositionInsideThePadding() {
        let frame = ChartFrame(fitting: Self.gokova, width: 480, height: 300, padding: 12)
        for coordinate in Self.gokova {
            let point = frame.point(coordinate)
            #expect(point.x > 12 && point.x < 468 && point.y > 12 && point.y < 288)
        }
    }

    /// Land west of the westernmost waypoint (Kos, 26.9° E, west of Knidos) is drawn to the west, not 360° east
    /// (it was, before the frame unwrapped longitudes around its centre: the PDF chart showed bands of land).
    @Test func landWestOfTheRouteStaysWest() {
        let frame = ChartFrame(fitting: Self.gokova, width: 480, height: 300, padding: 12)
        let knidos = frame.point(Self.gokova[1])
        let kos = frame.point(GeoCoordinate(latitude: 36.85, longitude: 26.9))
        #expect(kos.x < knidos.x)
        #expect(kos.x > knidos.x - 0.6 * frame.unitsPerNauticalMile(atLatitude: 36.85) * 60)
    }

    /// Across the antimeridian the land on the far side (stored at −179°) joins the route's side.
    @Test func landAcrossTheAntimeridianJoinsTheRoute() {
        let frame = ChartFrame(
            fitting: [GeoCoordinate(latitude: -17, longitude: 179.5), GeoCoordinate(latitude: -17, longitude: -179.5)],
            width: 480, height: 300, padding: 12)
        let west = frame.point(GeoCoordinate(latitude: -17, longitude: 179.5))
        let east = frame.point(GeoCoordinate(latitude: -17, longitude: -179.5))
        let beyond = frame.point(GeoCoordinate(latitude: -17, longitude: -179))
        #expect(west.x < east.x && east.x < beyond.x)
    }
}
