import Expectations
import Foundation
import MarineKit
import Testing

@testable import DenizrotaCommands

/// `data export`'s `routes.gpx` comes from `route export`'s streamed writer (64 KiB pieces appended to the archive
/// entry): the same bytes as the whole text, across many pieces and with non-ASCII names.
@Suite struct DataExportGPXTests {
    @Test func routesFileIsTheStreamedWritersText() throws {
        var first = try Route(name: "Gökova → Datça", plannedSpeedKnots: 6)
        var second = try Route(name: "Kos")
        for index in 0..<3_000 {
            let coordinate = GeoCoordinate(latitude: 36 + Double(index) / 10_000, longitude: 27 + Double(index) / 7_000)
            try first.insert(Waypoint(name: "Nokta \(index) ü", coordinate: coordinate))
            if index < 2 { try second.insert(Waypoint(name: "K\(index)", coordinate: coordinate)) }
        }
        let document = GPXDocument(routes: [first, second])
        let bytes = try DataExport.gpx(document)
        #expect(bytes.count > 3 << 16)  // several pieces
        expectEqual(bytes, Array(try GPXWriter().write(document).utf8))
        #expect(try GPXReader().read(Data(bytes)).routes == [first, second])
    }
}
