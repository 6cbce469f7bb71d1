import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Fetch over the shipped Natural Earth 1:10m coastline at known places.
///
/// Expected straight-line values were
/// derived independently from `Data/Coastline/land-eastern-med.geojson` with a brute-force Python ray march
/// (50 m steps, even-odd test against every edge, same sphere): they must agree within 200 m.
@Suite struct CoastalFetchCoastlineTests {
    static let fetch = CoastalFetch(grid: LandGrid(coastline: .easternMediterranean))

    @Test(arguments: [
        // Inside Gökova Gulf: open to the west (past Kos toward Pserimos), closed by the gulf head to the east.
        (36.95, 27.85, 270.0, 60_700.0), (36.95, 27.85, 90, 30_500),
        // Near the gulf's south shore the western ray meets the Datça coast much sooner.
        (36.98, 27.8, 270, 21_050), (36.98, 27.8, 90, 36_650), (36.98, 27.8, 180, 19_300),
        // Open central Aegean between Skyros and Lesbos.
        (39.2, 24.6, 0, 157_200), (39.2, 24.6, 90, 107_600), (39.2, 24.6, 180, 37_400), (39.2, 24.6, 270, 58_200),
    ])
    func straightLineMatchesTheBruteForceMarch(lat: Double, lon: Double, windFrom: Double, meters: Double) throws {
        let measured = try Self.fetch.measure(
            at: GeoCoordinate(latitude: lat, longitude: lon), windFromDegrees: windFrom)
        #expect(abs(measured.straightLineMeters - meters) <= 200, "\(measured.straightLineMeters)")
        #expect(measured.effectiveMeters > 0 && measured.effectiveMeters <= CoastalFetch.maximumFetchMeters)
    }

    @Test func gokovaIsLongerFromTheWestThanFromTheEast() throws {
        let inside = GeoCoordinate(latitude: 36.95, longitude: 27.85)
        let west = try Self.fetch.measure(at: inside, windFromDegrees: 270)
        let east = try Self.fetch.measure(at: inside, windFromDegrees: 90)
        #expect(west.effectiveMeters > east.effectiveMeters)
        #expect((10_000...60_000).contains(east.effectiveMeters))
    }

    @Test(arguments: [(37.5, 28.5), (37.04, 27.43), (39.0, 35.0)])
    func pointsOnLandAreErrors(lat: Double, lon: Double) {
        #expect(throws: FetchError.onLand(latitude: lat, longitude: lon)) {
            try Self.fetch.measure(at: GeoCoordinate(latitude: lat, longitude: lon), windFromDegrees: 0)
        }
    }

    @Test func gridAgreesWithTheCoastlinePolygonTest() {
        let coastline = Coastline.easternMediterranean
        for index in 0..<2_000 {
            let lat = 35 + Double(index % 50) * 0.1 + 0.013
            let lon = 24 + Double(index / 50) * 0.15 + 0.007
            let point = GeoCoordinate(latitude: lat, longitude: lon)
            expectEqual(Self.fetch.isLand(point), coastline.isLand(point), "\(lat) \(lon)")
        }
    }
}
