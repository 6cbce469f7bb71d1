import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineStorage
import Testing

/// A 10 Hz log keeps ten distinct times per second in `trip show --json` and in the GPX export (issue 14, item 6).
@Suite struct TripSubsecondTests {
    static let start = Date(timeIntervalSince1970: 1_780_315_200)  // 2026-06-01T12:00:00Z

    /// Ten fixes 0.1 s apart, as a 10 Hz receiver gives them, in a finished trip.
    static func storeTenHertzTrip(in harness: ToolHarness) throws {
        let trips = MarineDatabase.trips(in: try MarineDatabase.open(path: harness.databasePath))
        let id = try trips.beginTrip(startedAt: start)
        let fixes = (0..<10).map { step in
            PositionFix(
                time: start.addingTimeInterval(Double(step) / 10), latitude: 36.7 + Double(step) * 1e-5,
                longitude: 27.6, speedOverGround: 5)
        }
        try trips.append(fixes, toTrip: id)
        try trips.endTrip(id, endedAt: start.addingTimeInterval(1), statistics: TripStatistics(startedAt: start))
    }

    static let times: [String] =
        ["2026-06-01T12:00:00Z"] + (1..<10).map { (tenth: Int) -> String in "2026-06-01T12:00:00.\(tenth)00Z" }

    @Test func showJSONAndGPXKeepMilliseconds() async throws {
        let harness = ToolHarness.denizrota()
        try Self.storeTenHertzTrip(in: harness)
        let show = await harness.run(["trip", "show", "1", "--json"])
        expectEqual(show.status, 0, "\(show.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(show.standardOutput.utf8)) as? [String: Any]
        let positions = try #require(object?["positions"] as? [[String: Any]])
        #expect(positions.compactMap { $0["time"] as? String } == Self.times)
        let gpx = await harness.run(["trip", "export", "1", "--format", "gpx"])
        let elements: [Substring] = gpx.standardOutput.split(separator: "<time>").dropFirst().map { $0 }
        let written: [String] = elements.map { (element: Substring) -> String in String(element.prefix { $0 != "<" }) }
        expectEqual(written, Self.times)
    }
}
