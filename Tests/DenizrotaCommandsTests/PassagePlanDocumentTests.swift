import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Testing

@testable import DenizrotaCommands

/// `denizrota plan --json` is MarineKit's `PassagePlanDocument` byte for byte (denizrotad's `GET /api/v1/plan`
/// encodes the same type; DenizrotadHTTPTests compares the two): one plan vocabulary, owned by the library (issue 35).
@Suite struct PassagePlanDocumentTests {
    @Test func planIsTheLibraryDocument() async throws {
        let database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        // 22 kn from 315° (gusts 30.8 kn, 1.4 ×) and 1.25 m waves at every point and hour.
        let api = FakeOpenMeteoAPI(start: ToolHarness.denizrotaNow, knots: 22, windFrom: 315, waveHeight: 1.25)
        var harness = ToolHarness.denizrota()
        harness.variables["DENIZROTA_DB"] = DenizrotaServicesTests.path
        harness.services = DenizrotaServices.inMemory(
            database: database, weather: ScriptedTransport { url in api.reply(to: url) },
            remote: InMemorySyncRemote(userID: "sailor-1"))
        let points = [("Gokova", "36.95", "27.85"), ("Mouth", "36.9", "27.55")]
        let steps =
            [["route", "new", "Gokova"]] + points.map { ["route", "add", "Gokova", $0.1, $0.2, "--name", $0.0] }
        for step in steps { expectEqual(await harness.run(step).status, 0) }
        let run = await harness.run(["plan", "Gokova", "--depart", "2026-06-01T06:20:00Z", "--json"])
        expectEqual(run.status, 0, "\(run.standardError)")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let document = try decoder.decode(PassagePlanDocument.self, from: Data(run.standardOutputBytes))
        expectEqual(
            run.standardOutput,
            // Without a version: the document's own schemaVersion (2) wins over the wrapper's default 1.
            try JSONText.text(LibraryDocument(document)))
        #expect(run.standardOutput.contains(#""schemaVersion" : 2"#))
        // What was judged, in the library's names: the ETA, the wind where the leg is worst and at every sample.
        expectEqual(document.waypoints.first?.eta, Date(timeIntervalSince1970: 1_780_294_800))  // 06:20 UTC
        let leg = try #require(document.legs.first)
        expectEqual(leg.worstPoint?.windFromDegrees, 315)
        expectEqual(leg.samples.map(\.windFromDegrees), Array(repeating: 315, count: leg.judgedPoints - 2))
        expectEqual(leg.samples.first?.windKnots, 22)
    }
}
