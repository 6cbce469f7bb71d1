import CLIKit
import CLIKitTesting
import DenizrotaTestSupport
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Testing

@testable import DenizrotaCommands

/// A Firebase transport that never answers (no command under test here reaches Firebase).
struct OfflineSyncTransport: SyncTransport {
    func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
        throw .offline(detail: "in-memory services: no network")
    }
}

extension DenizrotaServices {
    /// Services without a file or a network: every open gets the same in-memory database, Open-Meteo answers
    /// from `weather`, Firebase Auth is offline (or `auth`) and Firestore an in-memory tree, the keyring is
    /// DenizrotaTestSupport's in-memory one (none when `keyring` is nil); no file reads.
    static func inMemory(
        database: SQLiteDatabase, weather: ScriptedTransport, remote: InMemorySyncRemote,
        auth: any SyncTransport = OfflineSyncTransport(), keyring: InMemorySecretStore? = nil
    ) -> DenizrotaServices {
        DenizrotaServices(
            openDatabase: { _, _ throws(StorageError) in database }, weatherTransport: { _ in weather },
            syncTransport: { auth }, syncRemote: { _, _, _ in remote }, keyring: { keyring })
    }
}

/// `denizrota` commands through the in-memory composition root: no database file, no network.
@Suite struct DenizrotaServicesTests {
    /// A path that must never be created.
    static let path = "/nonexistent-denizrota-services/never.sqlite"

    let database: SQLiteDatabase
    let weather: ScriptedTransport
    let remote = InMemorySyncRemote(userID: "sailor-1")

    init() throws {
        database = try SQLiteDatabase(location: .inMemory, migrations: MarineDatabase.migrations)
        weather = ScriptedTransport { url throws(OpenMeteoError) in
            let start = ToolHarness.denizrotaNow
            let body =
                url.host?.hasPrefix("marine") == true
                ? OpenMeteoFixtures.marineObject(
                    latitude: 36.95, longitude: 27.85, start: start, hours: 24, waveHeight: 1.25)
                : OpenMeteoFixtures.forecastObject(
                    latitude: 36.95, longitude: 27.85, start: start, hours: 24, knots: 12, windFrom: 315)
            return HTTPReply(status: 200, body: Data(body.utf8))
        }
    }

    func run(_ arguments: [String], variables: [String: String] = [:], terminal: Bool = false) async -> ToolRun {
        var harness = ToolHarness.denizrota()
        harness.variables["DENIZROTA_DB"] = Self.path
        harness.services = DenizrotaServices.inMemory(database: database, weather: weather, remote: remote)
        harness.standardErrorIsTerminal = terminal
        return await harness.run(arguments, variables: variables)
    }

    /// The progress note says "fetching" only when Open-Meteo is asked, and that the cache is read when it answers
    /// (issue 30: it said "fetching" through a minute of reading a big route's cached answer), in the plural form of the
    /// count ("1 point", not "1 points").
    @Test func progressNoteSaysWhetherTheCacheAnswers() async throws {
        let cold = await run(["weather", "36.95", "27.85", "--hours", "3"], terminal: true)
        #expect(cold.standardError.contains("fetching forecast for 1 point…"), "\(cold.standardError)")
        #expect(!cold.standardError.contains("cache"))
        let warm = await run(["weather", "36.95", "27.85", "--hours", "3"], terminal: true)
        #expect(warm.standardError.contains("reading the forecast for 1 point from the cache…"))
        #expect(!warm.standardError.contains("fetching"), "\(warm.standardError)")
        expectEqual(weather.requests.count, 2)
    }

    /// `plan` says on a terminal that it is judging the passage, with the counts (issue 30: a 200,000-point route
    /// judged for seconds in silence), and nothing in a pipe.
    @Test func planSaysItIsJudging() async throws {
        #expect(await run(["route", "new", "Judged"]).status == 0)
        // Two waypoints at one place: the scripted forecast answers for one location.
        #expect(await run(["route", "add", "Judged", "36.95", "27.85", "--name", "Off"]).status == 0)
        #expect(await run(["route", "add", "Judged", "36.95", "27.85", "--name", "Still"]).status == 0)
        let plan = ["plan", "Judged", "--depart", "2026-06-01T01:00Z"]
        let terminal = await run(plan, terminal: true)
        expectEqual(terminal.status, 0, "\(terminal.standardError)")
        #expect(terminal.standardError.contains("judging the passage (waypoints: 2, points along the legs: "))
        #expect(!(await run(plan)).standardError.contains("judging"))
    }

    @Test func routesAreStoredInTheServicesDatabase() async throws {
        #expect(await run(["route", "new", "Knidos"]).status == 0)
        #expect(await run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"]).status == 0)
        let added = await run(["route", "add", "Knidos", "36.6857", "27.3740", "--name", "Knidos"])
        expectEqual(added.status, 0, "\(added.standardError)")
        #expect(
            try MarineDatabase.stores(in: database).routes.route(named: "Knidos")?.waypoints.map(\.name) == [
                "Bodrum", "Knidos",
            ])
        let list = await run(["route", "list"])
        #expect(list.status == 0 && list.standardOutput.contains("Knidos"), "\(list.standardError)")
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }

    @Test func weatherComesFromTheTransportAndTheCacheFromTheDatabase() async throws {
        let first = await run(["weather", "36.95", "27.85", "--hours", "3", "--json"])
        expectEqual(first.status, 0, "\(first.standardError)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        let hours = try #require(document["hours"] as? [[String: Any]])
        expectEqual(hours.count, 3)
        expectEqual(hours.first?["windKnots"] as? Double, 12)
        let gust = try #require(hours.first?["gustKnots"] as? Double)
        #expect(abs(gust - 16.8) < 1e-9)  // 1.4 × 12 (the fixture's gusts)
        expectEqual(hours.first?["waveHeightMeters"] as? Double, 1.25)
        #expect(weather.requests.count == 2)  // one forecast and one marine request
        let second = await run(["weather", "36.95", "27.85", "--hours", "3", "--json"])
        expectEqual(second.status, 0, "\(second.standardError)")
        #expect(weather.requests.count == 2)  // answered from the cache in the in-memory database
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }

    /// `sync --push` writes the stored route to the services' Firestore tree (the credentials file is the only file).
    @Test func syncPushesToTheServicesRemote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "denizrota-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let credentials = folder.appendingPathComponent("sync-credentials.json").path
        let account =
            #"{"project":"demo","apiKey":"key","email":"a@example.org","userID":"sailor-1","refreshToken":"r"}"#
        #expect(
            FileManager.default.createFile(
                atPath: credentials, contents: Data(account.utf8), attributes: [.posixPermissions: 0o600]))
        _ = await run(["route", "new", "Knidos"])
        _ = await run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"])
        let sync = await run(
            ["sync", "--push"],
            variables: ["DENIZROTA_SYNC_CREDENTIALS": credentials, "DENIZROTA_SECRET_STORE": "file"])
        expectEqual(sync.status, 0, "\(sync.standardError)")
        let routes = try await remote.list("users/sailor-1/routes", mask: nil)
        expectEqual(routes.count, 1)
        #expect(remote.commits >= 1)
        #expect(!FileManager.default.fileExists(atPath: Self.path))
    }
}
