import Expectations
import Foundation
import Testing

@testable import MarineCoastline
@testable import MarineKit

/// The generated Swift source must hold exactly the shipped GeoJSON (run `scripts/gen-resources` after
/// changing `Packages/MarineKit/Data/Coastline/land-eastern-med.geojson`).
@Suite struct CoastlineEmbeddingTests {
    @Test func generatedSourceMatchesTheDataFile() throws {
        let dataFile = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Coastline
            .deletingLastPathComponent()  // MarineKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // MarineKit
            .appendingPathComponent("Data/Coastline/land-eastern-med.geojson")
        let source = try String(contentsOf: dataFile, encoding: .utf8)
        expectEqual(source.utf8.count, 263_562)
        expectEqual(CoastlineGeoJSON.easternMediterranean, source)
    }
}
