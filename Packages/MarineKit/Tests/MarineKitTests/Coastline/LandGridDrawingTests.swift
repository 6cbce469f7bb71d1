import Testing

@testable import MarineCoastline
@testable import MarineKit

/// The land index draws the coast from its own vertices (issue 33: the daemon decoded GSHHG twice, once for the
/// land check and once for the dashboard's chart): the same rings, vertex for vertex, as the coastline it was built
/// from; and the decoded file is one flat array the index keeps.
@Suite struct LandGridDrawingTests {
    static func box(_ west: Double, _ south: Double, _ east: Double, _ north: Double) -> GeoBoundingBox {
        GeoBoundingBox(minLatitude: south, maxLatitude: north, minLongitude: west, maxLongitude: east)
    }

    /// Bodrum at zoom 12 and zoom 9 (GSHHG full resolution), the Aegean and the Black Sea at zoom 6 (Natural
    /// Earth); each row states how many rings the box holds.
    @Test(arguments: [
        (true, box(26.5, 36.3, 28.5, 37.5), 1.7e-4, 263), (true, box(27.0, 36.8, 27.6, 37.2), 1.4e-3, 40),
        (false, box(20, 32, 40, 46), 0.0439, 59),
    ])
    func drawsWhatTheCoastlineDraws(fullResolution: Bool, box: GeoBoundingBox, tolerance: Double, rings: Int) {
        let coastline: Coastline = fullResolution ? .fullResolution : .easternMediterranean
        let grid: LandGrid = fullResolution ? .fullResolution : CoastalFetchSkippingTests.grid
        let drawn = grid.landRings(in: box, toleranceDegrees: tolerance)
        #expect(drawn == coastline.landRings(in: box, toleranceDegrees: tolerance) && drawn.count == rings)
    }

    /// The decoded file is one array of closed rings; the full-resolution index holds those vertices, not a copy
    /// as edges.
    @Test func indexKeepsTheDecodedVertices() {
        let file = CoastlineDataFile.embedded
        #expect(file.points.count == 243_493 + 3_276 && file.ringRanges.count == 3_276)
        #expect(LandGrid.fullResolution.points == file.points && LandGrid.fullResolution.ringRanges == file.ringRanges)
    }
}
