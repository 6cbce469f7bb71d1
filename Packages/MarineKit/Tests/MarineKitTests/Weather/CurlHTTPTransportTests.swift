import Expectations
import Foundation
import MarineKitTestSupport
import MarineWeatherCurl
import Testing

@testable import MarineKit

/// The curl transport of both tools against the local fake Open-Meteo server: ordinary answers, hostile ones
/// (oversized, dripping, cut off) and a shutdown ending the children.
@Suite(.serialized) struct CurlHTTPTransportTests {
    static let server = URLSessionTransportTests.shared

    /// This suite's registry group: other in-process users of curl (daemon tests) end only their own children.
    static let group = "CurlHTTPTransportTests"

    static func transport(timeout: Double = 5) -> CurlHTTPTransport {
        CurlHTTPTransport(
            executable: "/usr/bin/curl", userAgent: "denizrota-tests", timeoutSeconds: timeout, group: group)
    }

    static func url(_ scenario: String) throws -> URL {
        let base = try server.get().baseURL(scenario: scenario, api: "forecast")
        return try #require(URL(string: base.absoluteString + "?latitude=36.95&longitude=27.85"))
    }

    @Test func answerAndStatus() async throws {
        let reply = try await Self.transport().get(try Self.url("ok"))
        #expect(reply.status == 200 && reply.body.count > 1000)
        let refused = try await Self.transport().get(try Self.url("error500"))
        expectEqual(refused.status, 500)
    }

    @Test(arguments: ["huge", "hugeLength"])
    func oversizedIsRefused(scenario: String) async throws {
        await #expect(throws: OpenMeteoError.tooLarge(limitBytes: OpenMeteoOptions.standard.maximumBodyBytes)) {
            try await Self.transport().get(try Self.url(scenario))
        }
    }

    @Test func dripIsBoundedByTheWholeRequestTimeout() async throws {
        await #expect(throws: OpenMeteoError.timedOut(seconds: 2)) {
            try await Self.transport(timeout: 2).get(try Self.url("drip"))
        }
        #expect(CurlHTTPTransport.runningChildren(group: Self.group).isEmpty)
    }

    @Test func resetMidBodyIsInterrupted() async throws {
        do {
            _ = try await Self.transport().get(try Self.url("reset"))
            Issue.record("a cut-off answer was accepted")
        } catch {
            guard case .interrupted(let received, let detail)? = error as? OpenMeteoError else {
                Issue.record("expected interrupted, got \(error)")
                return
            }
            #expect(received > 0 && detail.contains("reset"))
        }
    }

    /// A daemon shutting down ends the curl children still waiting; the request then fails at once.
    @Test func terminateEndsRunningChildren() async throws {
        let url = try Self.url("drip")
        let request = Task { try await Self.transport(timeout: 30).get(url) }
        var waited = 0
        while CurlHTTPTransport.runningChildren(group: Self.group).isEmpty, waited < 200 {
            try await Task.sleep(nanoseconds: 10_000_000)
            waited += 1
        }
        expectEqual(CurlHTTPTransport.terminateRunningChildren(group: Self.group), 1)
        #expect(CurlHTTPTransport.runningChildren(group: Self.group).isEmpty)
        await #expect(throws: OpenMeteoError.self) { try await request.value }
    }

    @Test func curlOutputParsing() throws {
        let transport = Self.transport()
        #expect(
            try transport.reply(fromOutput: Array("{}\n200 0 ".utf8)) == HTTPReply(status: 200, body: Data("{}".utf8)))
        #expect(throws: OpenMeteoError.timedOut(seconds: 5)) {
            try transport.reply(fromOutput: Array("{\n200 28 Operation timed out".utf8))
        }
        #expect(throws: OpenMeteoError.interrupted(receivedBytes: 1, detail: "Recv failure: Connection reset by peer"))
        {
            try transport.reply(fromOutput: Array("{\n200 56 Recv failure: Connection reset by peer".utf8))
        }
        #expect(throws: OpenMeteoError.transport(detail: "Could not resolve host: x")) {
            try transport.reply(fromOutput: Array("\n000 6 Could not resolve host: x".utf8))
        }
    }
}
