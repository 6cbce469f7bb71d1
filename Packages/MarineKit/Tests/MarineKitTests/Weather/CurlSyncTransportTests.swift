import Foundation
import MarineKitTestSupport
import Testing

@testable import MarineKit
@testable import MarineWeatherCurl

/// The sync transport (issue 28, Medium 4) against the local fake server: one deadline for the whole exchange, a
/// size cap, a reset is no answer, and the token never in curl's arguments.
@Suite(.serialized) struct CurlSyncTransportTests {
    static let server = URLSessionTransportTests.shared

    static func transport(timeout: Double = 5, maximumBytes: Int = 1 << 20) -> CurlSyncTransport {
        CurlSyncTransport(
            executable: "/usr/bin/curl", userAgent: "denizrota-tests", timeoutSeconds: timeout,
            maximumBytes: maximumBytes)
    }

    static func request(_ scenario: String) throws -> SyncHTTPRequest {
        let base = try server.get().baseURL(scenario: scenario, api: "forecast")
        let url = try #require(URL(string: base.absoluteString + "?latitude=36.95&longitude=27.85"))
        return SyncHTTPRequest(method: "GET", url: url, headers: ["Authorization": "Bearer secret-token"], body: Data())
    }

    @Test func answerAndStatusAreAReply() async throws {
        let reply = try await Self.transport().send(try Self.request("ok"))
        #expect(reply.status == 200 && reply.body.count > 1000)
        let refused = try await Self.transport().send(try Self.request("error500"))
        #expect(refused.status == 500)
    }

    @Test func dripIsBoundedByTheWholeExchangeTimeout() async throws {
        let started = Date()
        await #expect(throws: SyncError.offline(detail: "no complete answer within 2 s")) {
            try await Self.transport(timeout: 2).send(try Self.request("drip"))
        }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test(arguments: ["huge", "hugeLength"])
    func oversizedIsRefused(scenario: String) async throws {
        await #expect(throws: SyncError.malformedAnswer(detail: "the answer is larger than 1048576 bytes")) {
            try await Self.transport().send(try Self.request(scenario))
        }
    }

    @Test func resetMidBodyIsNoAnswer() async throws {
        do {
            _ = try await Self.transport().send(try Self.request("reset"))
            Issue.record("a cut-off answer was accepted")
        } catch {
            guard case .offline(let detail)? = error as? SyncError else {
                Issue.record("expected offline, got \(error)")
                return
            }
            #expect(detail.contains("the connection broke after"))
        }
    }

    @Test func theTokenIsNeverAnArgumentAndItsFilesArePrivate() throws {
        let folder = NSTemporaryDirectory() + "sync-args-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var request = try Self.request("ok")
        request.body = Data("{\"writes\":[]}".utf8)
        let arguments = try Self.transport().prepare(request, in: folder)
        #expect(!arguments.joined(separator: " ").contains("secret-token"))
        #expect(
            try String(contentsOfFile: folder + "/headers", encoding: .utf8) == "Authorization: Bearer secret-token\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/body")[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
