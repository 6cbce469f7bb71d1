import CLIKit
import CLIKitTesting
import DenizrotaTestSupport
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import Storage
import Testing

@testable import DenizrotaCommands

/// Firebase Auth answering every sign-in for one account (the body of `accounts:signInWithPassword`).
private struct SignInTransport: SyncTransport {
    func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
        let body = #"{"localId":"ada","idToken":"id-ada","refreshToken":"refresh-ada","expiresIn":"3600"}"#
        return HTTPReply(status: 200, body: Data(body.utf8))
    }
}

/// `sync login`, `status` and `logout` through the in-memory composition root: the token goes into the services'
/// keyring (DenizrotaTestSupport's `InMemorySecretStore`) and out again; the credentials file keeps only the account.
@Suite struct SyncKeyringCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-keyring-\(UUID().uuidString)")
    let database: SQLiteDatabase
    let keyring = InMemorySecretStore()

    init() throws {
        database = try SQLiteDatabase(location: .inMemory, migrations: StoreSchema.migrations)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var credentialsPath: String { folder.appendingPathComponent("sync-credentials.json").path }

    func run(_ arguments: [String], input: String = "", variables: [String: String] = [:]) async -> ToolRun {
        var harness = ToolHarness.denizrota()
        harness.services = DenizrotaServices.inMemory(
            database: database,
            weather: ScriptedTransport { _ throws(OpenMeteoError) in throw .transport(detail: "no network") },
            remote: InMemorySyncRemote(userID: "ada"), auth: SignInTransport(), keyring: keyring)
        let environment = [
            "DENIZROTA_SYNC_CREDENTIALS": credentialsPath, "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/test-bus",
        ]
        return await harness.run(arguments, input: input, variables: environment.merging(variables) { $1 })
    }

    @Test func loginKeepsTheTokenInTheKeyringAndLogoutClearsIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let login = await run(["sync", "login", "--email", "ada@example.org", "--password-stdin"], input: "pw\n")
        expectEqual(login.status, 0, "\(login.standardError)")
        #expect(login.standardError.isEmpty, "no file notice: \(login.standardError)")
        let attributes = [
            "application": "denizrota", "service": "denizrota-sync", "project": FirebaseEndpoints.webAppProject,
            "user": "ada",
        ]
        expectEqual(keyring.contents, [attributes: "refresh-ada"])
        let file = try String(contentsOfFile: credentialsPath, encoding: .utf8)
        #expect(!file.contains("refresh-ada") && file.contains("\"tokenInKeyring\":true"), "\(file)")
        let status = await run(["sync", "status", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [String: Any]
        #expect(status.status == 0 && document?["signedIn"] as? Bool == true, "\(status.standardOutput)")
        let logout = await run(["sync", "logout"])
        expectEqual(logout.status, 0, "\(logout.standardError)")
        #expect(keyring.contents.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: credentialsPath))
    }

    /// A keyring that does not answer: `auto` keeps the token in the 0600 file and says so; a forced keyring fails
    /// with 74 and stores nothing.
    @Test func aFailingKeyringFallsBackOnlyInAutoMode() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        keyring.failure = SecretStoreError(status: 1, detail: "Cannot autolaunch D-Bus without X11 $DISPLAY")
        let forced = await run(
            ["sync", "login", "--email", "ada@example.org", "--password-stdin"], input: "pw\n",
            variables: ["DENIZROTA_SECRET_STORE": "keyring"])
        expectEqual(forced.status, 74)
        #expect(forced.standardError.contains("Cannot autolaunch D-Bus"), "\(forced.standardError)")
        #expect(!FileManager.default.fileExists(atPath: credentialsPath))
        let auto = await run(["sync", "login", "--email", "ada@example.org", "--password-stdin"], input: "pw\n")
        expectEqual(auto.status, 0, "\(auto.standardError)")
        #expect(auto.standardError.contains(credentialsPath), "\(auto.standardError)")
        #expect(try String(contentsOfFile: credentialsPath, encoding: .utf8).contains("refresh-ada"))
        #expect(keyring.contents.isEmpty)
    }
}
