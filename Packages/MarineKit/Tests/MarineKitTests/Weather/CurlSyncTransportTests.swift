import Expectations
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
        expectEqual(refused.status, 500)
    }

    @Test func dripIsBoundedByTheWholeExchangeTimeout() async throws {
        let started = Date()
        await #expect(throws: SyncError.offline(detail: "no complete answer within 2 s")) {
            try await Self.transport(timeout: 2).send(try Self.request("drip"))
        }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    /// Issue 28: a curl child that hangs (ignores its own --max-time and SIGTERM, as a stuck process would) is
    /// killed at the transport's deadline, reported as no answer, and does not outlive the exchange.
    @Test func aHungChildIsEndedAtTheDeadlineAndReported() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hung-curl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("curl").path
        let pidFile = folder.appendingPathComponent("pid").path
        try "#!/bin/sh\ntrap '' TERM\necho $$ > '\(pidFile)'\nexec sleep 30\n".write(
            toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        var transport = CurlSyncTransport(
            executable: fake, userAgent: "denizrota-tests", timeoutSeconds: 1, temporaryDirectory: folder.path)
        transport.graceSeconds = 0.5
        let started = Date()
        await #expect(throws: SyncError.offline(detail: "no complete answer within 1 s")) {
            try await transport.send(try Self.request("ok"))
        }
        #expect(Date().timeIntervalSince(started) < 30, "the child was waited out, not ended")
        let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).filter(\.isNumber)))
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "the hung child \(pid) outlived the exchange")
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
        expectEqual(mode, 0o600)
    }
}
