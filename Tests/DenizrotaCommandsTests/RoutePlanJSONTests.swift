import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import Testing

@testable import DenizrotaCommands

/// `route show --json` is MarineKit's ``RoutePlanDocument`` (issue 35: one JSON vocabulary, owned by the library),
/// written with its waypoints and legs streamed byte by byte (``JSONObjectBytes``; issue 30: 15 s of CPU in
/// `JSONEncoder` for 200,000 points): the whole document of a 2,000-point route is the text a plain `JSONEncoder`
/// gives the library's document, with and without a departure (dates and `null`s), names that need escapes or are
/// not ASCII, notes, speeds, radii, a zero-length leg and land statuses of every kind; and it decodes back to it.
@Suite struct RoutePlanJSONTests {
    private static func route(departure: Date?) throws -> Route {
        let names = ["P", "Körfez ağzı", "quote \" \\ /", "日本", "WP 3"]
        let waypoints = (0..<2_000).map { (index: Int) -> Waypoint in
            let latitude: Double = 36 + Double(index / 2) / 1_000
            let longitude: Double = 27 + Double(index % 700) / 997
            let speed: Double? = index % 7 == 0 ? 4.5 + Double(index % 5) : nil
            return Waypoint(
                name: names[index % names.count] + String(index),
                coordinate: GeoCoordinate(latitude: latitude, longitude: longitude), plannedSpeedKnots: speed,
                arrivalRadiusMeters: index % 11 == 0 ? 92.6 : nil, notes: index % 13 == 0 ? "note\n\(index)" : nil)
        }
        return try Route(name: "Long", waypoints: waypoints, plannedDeparture: departure, plannedSpeedKnots: 6.5)
    }

    private static func legs(departure: Date?) throws -> RouteLegs {
        RoutePlanner().legs(
            of: try route(departure: departure), boat: .defaults, referenceDate: ToolHarness.denizrotaNow)
    }

    private static let land: RouteLandReport = {
        let statuses = LandStatus.allCases
        return RouteLandReport(
            waypoints: (0..<2_000).map { statuses[$0 % 3] },
            legs: (0..<1_999).map { statuses[$0 % 2 + ($0 % 5 == 0 ? 1 : 0)] },
            source: .gshhgFull, toleranceMeters: 100)
    }()

    private static func tool(departure: Date?) -> Tool {
        Tool(
            root: Command(name: "written", summary: "t.summary") { context in
                let legs = try legs(departure: departure)
                try context.writeJSON(
                    RoutePlanJSON(legs, land: land, tankCapacityLiters: 80),
                    streaming: RoutePlanJSON.arrays(legs, land: land))
                return .success
            }, version: "0.0.1", catalogs: [])
    }

    @Test(arguments: [nil, Date(timeIntervalSince1970: 1_782_888_000)])
    func writtenDocumentIsTheLibrarysDocument(departure: Date?) async throws {
        let harness = ToolHarness(Self.tool(departure: departure), now: { ToolHarness.denizrotaNow })
        let written = await harness.run([])
        let document = RoutePlanDocument(try Self.legs(departure: departure), land: Self.land, tankCapacityLiters: 80)
        expectEqual(written.exitCode, .success)
        #expect(written.standardOutput.utf8.count > 1_500_000)
        #expect(written.standardOutput == (try JSONText.text(LibraryDocument(document))))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(RoutePlanDocument.self, from: Data(written.standardOutputBytes)) == document)
    }
}
