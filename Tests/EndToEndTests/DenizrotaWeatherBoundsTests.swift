import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import Testing

/// The weather client against a misbehaving server (issue 13) and the forecast's honesty (issue 15): bounded
/// bodies, whole-request timeouts, resets named as such, the endpoint in the cache key, `--refresh`, the cache's
/// age, and ETAs beyond the forecast refused.
@Suite(.serialized) struct DenizrotaWeatherBoundsTests {
    private func weather(_ scenario: String, timeout: Int = 3) throws -> ToolRun {
        let environment = try DenizrotaPlanTests.environment(scenario: scenario)
        return try ToolRunner.run(
            "denizrota", ["weather", "36.95", "27.85", "--hours", "2", "--timeout", String(timeout)],
            environment: environment, timeLimit: 40)
    }

    @Test(arguments: ["huge", "hugeLength", "million"])
    func oversizedAnswersAreRefused(scenario: String) throws {
        let run = try weather(scenario, timeout: 30)  // the fake server takes a while to build 50 MB
        #expect(run.status == 69 && run.standardOutput.isEmpty)
        #expect(run.standardError.contains("answer is larger than 8388608 bytes"), "\(run.standardError)")
    }

    /// `0`, `-1` became 1 s and `1e308` 120 s without a word (issue 28, Low 12): refused, naming the range.
    @Test(arguments: ["0", "-1", "1e308", "121"])
    func timeoutOutsideTheRangeIsRefused(value: String) throws {
        let run = try ToolRunner.run(
            "denizrota", ["weather", "36.95", "27.85", "--timeout=\(value)", "--lang", "en"], timeLimit: 20)
        expectEqual(run.status, 64, "\(run.standardError)")
        #expect(run.standardError.contains("use 1 to 120 seconds"), "\(run.standardError)")
    }

    /// A byte every 0.5 s never trips an idle timeout; `--timeout 3` bounds the whole request.
    @Test func drippingServerIsCutAtTheTimeout() throws {
        let started = Date()
        let run = try weather("drip")
        expectEqual(run.status, 69)
        #expect(run.standardError.contains("no complete answer within 3 s"), "\(run.standardError)")
        #expect(Date().timeIntervalSince(started) < 15)
    }

    @Test func resetMidBodyIsNamed() throws {
        let run = try weather("reset")
        expectEqual(run.status, 69)
        #expect(run.standardError.contains("the connection to Open-Meteo broke after"), "\(run.standardError)")
        #expect(run.standardError.contains("reset"))
        #expect(!run.standardError.contains("URL error"))
    }

    /// Switching from a calm server to a storm server gives the storm; the second calm run says the cache's age;
    /// `--refresh` asks again.
    @Test func cacheKeyHoldsTheEndpoint() throws {
        var environment = try DenizrotaPlanTests.environment(scenario: "ok")
        let calm = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        #expect(calm.status == 0 && calm.standardOutput.contains("worst: green"))
        #expect(!calm.standardOutput.contains("from the cache"))
        let again = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        #expect(again.standardOutput.contains("forecast from the cache, fetched 1\u{00A0}min ago"))
        let refreshed = try ToolRunner.run("denizrota", ["plan", "gokova", "--refresh"], environment: environment)
        #expect(refreshed.status == 0 && !refreshed.standardOutput.contains("from the cache"))
        let server = try DenizrotaPlanTests.server.get()
        environment["DENIZROTA_WEATHER_URL"] = server.baseURL(scenario: "storm", api: "forecast").absoluteString
        environment["DENIZROTA_MARINE_URL"] = server.baseURL(scenario: "storm", api: "marine").absoluteString
        let storm = try ToolRunner.run("denizrota", ["plan", "gokova"], environment: environment)
        #expect(storm.status == 0 && storm.standardOutput.contains("worst: red"), "\(storm.standardOutput)")
    }

    /// A departure past the forecast is refused (exit 65, nothing on stdout) unless `--partial` asks.
    @Test func departureBeyondTheForecastIsRefused() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        let late = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--depart", "2099-01-01T00:00Z"], environment: environment)
        #expect(late.status == 65 && late.standardOutput.isEmpty)
        #expect(
            late.standardError.contains("waypoint 1 (Gokova) is reached at 2099-01-01 00:00 UTC, outside the forecast"))
        #expect(!late.standardError.contains("no later departure"))
        let partial = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--depart", "2099-01-01T00:00Z", "--partial", "--json"],
            environment: environment)
        expectEqual(partial.status, 0)
        let plan = try DenizrotaPlanTests.json(partial.standardOutput)
        expectEqual(plan["beyondForecast"] as? [Int], [1, 2, 3])
        let summary = try #require(plan["summary"] as? [String: Any])
        #expect(summary["worstRisk"] as? String == "unknown" && summary["worstLeg"] == nil)
        let text = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--depart", "2099-01-01T00:00Z", "--partial"], environment: environment)
        #expect(text.standardOutput.contains("not judged (beyond the forecast): waypoints 1–3\n"))  // a range
        #expect(!text.standardOutput.contains("worst leg") && !text.standardOutput.contains("no later departure"))
    }
}
