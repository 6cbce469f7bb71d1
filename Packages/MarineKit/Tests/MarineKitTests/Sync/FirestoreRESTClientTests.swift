import Expectations
import Foundation
import Synchronization
import Testing

@testable import MarineKit

/// The REST clients' error handling, over a transport that plays back fixed replies and records requests.
@Suite struct FirestoreRESTClientTests {
    final class Playback: SyncTransport {
        let replies: Mutex<[Result<HTTPReply, SyncError>]>
        let requests = Mutex<[SyncHTTPRequest]>([])

        init(_ replies: [Result<HTTPReply, SyncError>]) {
            self.replies = Mutex(replies)
        }

        func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply {
            requests.withLock { $0.append(request) }
            let next = replies.withLock {
                $0.isEmpty ? .failure(.offline(detail: "no more replies")) : $0.removeFirst()
            }
            return try next.get()
        }
    }

    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let endpoints = FirebaseEndpoints.resolve(
        project: "demo-p",
        environment: ["FIRESTORE_EMULATOR_HOST": "127.0.0.1:8080", "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"])

    static func reply(_ status: Int, _ body: String) -> Result<HTTPReply, SyncError> {
        .success(HTTPReply(status: status, body: Data(body.utf8)))
    }

    static func client(_ transport: Playback, expiresIn: Double = 3600) throws -> FirestoreRESTClient {
        let endpoints = try #require(Self.endpoints)
        let auth = FirebaseAuthClient(endpoints: endpoints, apiKey: "k", transport: transport, now: { now })
        let session = SyncSession(
            userID: "u", idToken: "t0", refreshToken: "r0", expiresAt: now.addingTimeInterval(expiresIn))
        return FirestoreRESTClient(
            userID: "u", endpoints: endpoints, tokens: SyncTokenSource(auth: auth, session: session),
            transport: transport,
            sleep: { _ in })
    }

    @Test func emulatorVariablesSwitchTheEndpointsAsTheSDKsDo() throws {
        let endpoints = try #require(Self.endpoints)
        #expect(
            endpoints.firestoreDocuments.absoluteString
                == "http://127.0.0.1:8080/v1/projects/demo-p/databases/(default)/documents")
        expectEqual(
            endpoints.identityToolkit.absoluteString, "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/")
        expectEqual(endpoints.secureToken.absoluteString, "http://127.0.0.1:9099/securetoken.googleapis.com/v1/token")
        let live = try #require(FirebaseEndpoints.resolve(project: "denizrota-d40d1", environment: [:]))
        #expect(
            live.firestoreDocuments.absoluteString.hasPrefix(
                "https://firestore.googleapis.com/v1/projects/denizrota-d40d1/"))
        #expect(FirebaseEndpoints.resolve(project: "p", environment: ["FIRESTORE_EMULATOR_HOST": "localhost"]) == nil)
    }

    /// 503 and 429 are retried with backoff; the fifth failure is reported with its status.
    @Test func busyAnswersAreRetriedThenReported() async throws {
        let transport = Playback([
            Self.reply(503, "{}"), Self.reply(429, "{}"),
            Self.reply(200, #"{"name":"x/documents/users/u","fields":{}}"#),
        ])
        let document = try await Self.client(transport).get("users/u")
        expectEqual(document?.documentID, "u")
        let failing = Playback(Array(repeating: Self.reply(500, "{}"), count: 5))
        await #expect(throws: SyncError.serverBusy(status: 500)) { try await Self.client(failing).get("users/u") }
        let failingRequestCount: Int = failing.requests.withLock { $0.count }
        expectEqual(failingRequestCount, 5)
    }

    /// 401 refreshes the token once through securetoken; 403 names the path; a failed precondition is a conflict.
    @Test func authorisationAndPreconditionFailuresAreTyped() async throws {
        let transport = Playback([
            Self.reply(401, "{}"),
            Self.reply(200, #"{"id_token":"t1","refresh_token":"r1","user_id":"u","expires_in":"3600"}"#),
            Self.reply(403, #"{"error":{"code":403,"status":"PERMISSION_DENIED"}}"#),
            Self.reply(
                400, #"{"error":{"code":400,"message":"stored version differs","status":"FAILED_PRECONDITION"}}"#),
        ])
        let client = try Self.client(transport)
        await #expect(throws: SyncError.permissionDenied(path: "users/other")) { try await client.get("users/other") }
        let write = FirestoreWrite(
            .delete(name: client.documentName("users/u/routes/1")), precondition: .updateTime("t"))
        await #expect(throws: SyncError.conflict(path: "users/u/routes/1")) { try await client.commit([write]) }
        let sent = transport.requests.withLock { $0 }
        expectEqual(sent[1].url.absoluteString, "http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=k")
        expectEqual(String(decoding: sent[1].body, as: UTF8.self), "grant_type=refresh_token&refresh_token=r0")
        expectEqual(sent[2].headers["Authorization"], "Bearer t1")
        #expect(sent[3].url.absoluteString.hasSuffix("/documents:commit"))
    }

    /// A 404 on a listing is an error, never an empty cloud.
    ///
    /// Firestore and its emulator list a collection that does not exist as `{}` with 200 (checked against the
    /// emulator in DenizrotaSyncTests), so a 404 there means a wrong address, project or database.
    @Test(arguments: [
        (404, "Not Found", true),
        (404, #"{"error":{"code":404,"message":"The database (default) does not exist"}}"#, true),
        (404, #"{"error":{"code":404,"status":"NOT_FOUND"}}"#, true), (200, "{\n}\n", false),
    ])
    func aListingAnswered404IsAnErrorNeverEmpty(status: Int, body: String, fails: Bool) async throws {
        let transport = Playback([Self.reply(status, body)])
        let client = try Self.client(transport)
        if fails {
            await #expect(throws: SyncError.notFound(path: "users/u/routes")) {
                try await client.list("users/u/routes", mask: nil)
            }
        } else {
            #expect(try await client.list("users/u/routes", mask: nil).isEmpty)
        }
    }

    /// A blank or non-JSON 200 body is unreadable, not an empty listing.
    @Test(arguments: ["", "   ", "<html>portal</html>"])
    func anUnreadableListingIsAnError(body: String) async throws {
        let client = try Self.client(Playback([Self.reply(200, body)]))
        await #expect {
            try await client.list("users/u/trips", mask: nil)
        } throws: { error in
            if case .malformedAnswer = error as? SyncError { return true }
            return false
        }
    }

    /// The emulator's answer for a missing document is a NOT_FOUND error object: that is `nil`; a bare 404 page
    /// (not Firestore answering) is ``SyncError/notFound(path:)``.
    @Test func aDocumentIsMissingOnlyWhenFirestoreSaysSo() async throws {
        let firestore = #"{"error":{"code":404,"message":"Document (x/users/u) not found.","status":"NOT_FOUND"}}"#
        let client = try Self.client(Playback([Self.reply(404, firestore), Self.reply(404, "Not Found")]))
        #expect(try await client.get("users/u") == nil)
        await #expect(throws: SyncError.notFound(path: "users/u")) { try await client.get("users/u") }
    }

    @Test(arguments: [
        ("INVALID_LOGIN_CREDENTIALS", SyncError.wrongPassword), ("INVALID_PASSWORD", .wrongPassword),
        ("TOKEN_EXPIRED", .sessionExpired),
        ("TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled", .authRejected(code: "TOO_MANY_ATTEMPTS_TRY_LATER")),
    ])
    func authErrorCodesMapToClearErrors(message: String, expected: SyncError) async throws {
        let transport = Playback([Self.reply(400, #"{"error":{"code":400,"message":"\#(message)"}}"#)])
        let auth = FirebaseAuthClient(
            endpoints: try #require(Self.endpoints), apiKey: "k", transport: transport, now: { Self.now })
        await #expect(throws: expected) { try await auth.signIn(email: "a@b.c", password: "p") }
    }
}
