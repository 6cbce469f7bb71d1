import Expectations
import Foundation
import Testing

@testable import MarineCoastline
@testable import MarineKit

/// The land check over the embedded GSHHG full-resolution coastline (issue 29 part 3): the cases the issue names,
/// marinas at sea, a 300 m islet on land, and "not checked" outside the covered box.
@Suite struct FullResolutionLandCheckTests {
    static let check = LandCheck.fullResolution

    static func point(_ latitude: Double, _ longitude: Double) -> GeoCoordinate {
        GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// The committed data file decodes to what its README states, and the generated source holds it byte for byte.
    @Test func embeddedFileMatchesTheDataFile() throws {
        let dataFile = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Coastline
            .deletingLastPathComponent()  // MarineKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // MarineKit
            .appendingPathComponent("Data/Coastline/gshhg-full-eastern-med.bin")
        let bytes = try Data(contentsOf: dataFile)
        let embedded = try #require(Data(base64Encoded: CoastlineGSHHG.base64, options: .ignoreUnknownCharacters))
        #expect(embedded == bytes && bytes.count == 634_556)
        let file = CoastlineDataFile.embedded
        #expect(file.rings.count == 3_276 && file.vertexCount == 243_493)
        expectEqual(file.coverage, CoastlineSource.gshhgFull.coverage)
        #expect(file.rings.allSatisfy { $0.first == $0.last })
    }

    /// A truncated or foreign file is refused, not half read.
    @Test(arguments: [Array("DRCL".utf8), Array("NOPE\u{1}".utf8), [UInt8]()])
    func refusesWhatIsNotTheFormat(bytes: [UInt8]) {
        #expect(CoastlineDataFile(bytes: bytes) == nil)
    }

    /// Legs the issue names: Bodrum (4.5 km over land at full resolution) and Gökova → Hisarönü over the Datça
    /// isthmus (Natural Earth 1:10m drew a channel there, and its check said "no leg crossing land"); the
    /// Milta → Kos passage and legs in open water are at sea.
    @Test(arguments: [
        ((37.03, 27.43), (36.98, 27.50), LandStatus.land),
        ((36.8137, 28.0206), (36.7162, 28.0428), .land),
        ((37.0335, 27.4250), (37.000, 27.256), .land),
        ((37.0335, 27.4250), (36.99, 27.45), .sea),
        ((36.95, 27.85), (36.90, 27.55), .sea),
        ((36.95, 27.85), (40.5, 10.2), .noData),
    ])
    func legs(from: (Double, Double), to: (Double, Double), expected: LandStatus) {
        expectEqual(Self.check.status(from: Self.point(from.0, from.1), to: Self.point(to.0, to.1)), expected)
    }

    /// Marinas are at sea (Natural Earth 1:10m put them on land, so a plan from Milta came out red): Bodrum Milta,
    /// Turgutreis, Akyaka's and Söğüt's harbours; inland points and a Fiji position are land and not checked.
    @Test(arguments: [
        (37.0335, 27.4250, LandStatus.sea), (37.000, 27.256, .sea), (37.0510, 28.3230, .sea),
        (36.6605, 28.0805, .sea), (39.925, 32.866, .land), (37.30, 27.80, .land), (-17.77, 177.44, .noData),
        (29.5, 30.0, .noData),
    ])
    func waypoints(latitude: Double, longitude: Double, expected: LandStatus) {
        expectEqual(Self.check.status(of: Self.point(latitude, longitude)), expected)
    }

    /// With the full-resolution rules a 300 m islet is land (its middle is 150 m from the shore, deeper than the
    /// 100 m tolerance; a leg across it runs 300 m over land, more than the 50 m minimum), and a leg that clips
    /// 30 m of its corner is not.
    @Test func aThreeHundredMetreIsletIsLand() throws {
        let metre = 1 / 111_000.0
        let side = 300 * metre
        let corners = [(0.0, 0.0), (0.0, side), (side, side), (side, 0.0), (0.0, 0.0)]
        let ring = try #require(LandRing(vertices: corners.map { Self.point(37 + $0, 27 + $1) }))
        let islet = LandCheck(
            grid: LandGrid(coastline: Coastline(polygons: [LandPolygon(outer: ring)])),
            source: CoastlineSource(
                name: "islet",
                coverage: GeoBoundingBox(minLatitude: 36, maxLatitude: 38, minLongitude: 26, maxLongitude: 28)),
            toleranceMeters: LandCheck.fullResolutionToleranceMeters,
            minimumLandRunMeters: LandCheck.fullResolutionMinimumLandRunMeters)
        let middle = Self.point(37 + side / 2, 27 + side / 2)
        expectEqual(islet.status(of: middle), .land)
        expectEqual(islet.status(from: Self.point(36.99, 27 + side / 2), to: Self.point(37.01, 27 + side / 2)), .land)
        // Across the south-west corner: the chord joins (0, 15 m) and (15 m, 0) in degree offsets, under 20 m long.
        let (a, d) = (15 * metre, 0.005)
        expectEqual(islet.status(from: Self.point(37 + a + d, 27 - d), to: Self.point(37 + a - d, 27 + d)), .sea)
    }
}
