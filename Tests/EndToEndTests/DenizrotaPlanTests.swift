import CLIKitTesting
import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import MarineStorage
import Storage
import Testing

/// `denizrota plan`, `weather` and `fetch` as built binaries against the local fake Open-Meteo server.
@Suite(.serialized) struct DenizrotaPlanTests {
    /// MarineKit's fake server script (`Packages/MarineKit/Tests/Fixtures/fake-open-meteo.py`).
    static let script = FakeOpenMeteoServer.packagedScriptPath
    /// One server for the suite; it exits with the test process.
    static let server = Result { try FakeOpenMeteoServer(scriptPath: script) }

    /// Route "gokova": Gökova Gulf → the gulf's mouth → off Knidos.
    static func gokova() throws -> Route {
        try Route(
            name: "gokova",
            waypoints: [
                Waypoint(name: "Gokova", coordinate: GeoCoordinate(latitude: 36.95, longitude: 27.85)),
                Waypoint(name: "Mouth", coordinate: GeoCoordinate(latitude: 36.90, longitude: 27.55)),
                Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.66, longitude: 27.30)),
            ])
    }

    /// A fresh database holding `route` (default "gokova"), and the environment pointing at it and the server.
    static func environment(scenario: String, route: Route? = nil) throws -> [String: String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString).sqlite")
            .path
        try MarineDatabase.stores(in: try MarineDatabase.open(path: path)).routes.saveRoute(try route ?? gokova())
        let server = try Self.server.get()
        return [
            "DENIZROTA_DB": path, "LANG": "C",
            "DENIZROTA_WEATHER_URL": server.baseURL(scenario: scenario, api: "forecast").absoluteString,
            "DENIZROTA_MARINE_URL": server.baseURL(scenario: scenario, api: "marine").absoluteString,
        ]
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func calmPassageIsGreenWithDefaultLimits() throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--json"], environment: try Self.environment(scenario: "ok"))
        expectEqual(run.status, 0, "\(run.standardError)")
        let plan = try Self.json(run.standardOutput)
        let waypoints = try #require(plan["waypoints"] as? [[String: Any]])
        expectEqual(waypoints.count, 3)
        let keys = [
            "number", "eta", "windKnots", "gustKnots", "windFromDegrees", "waveHeightMeters", "wavePeriodSeconds",
            "fetchMeters",
            "effectiveFetchMeters", "estimatedWindSea", "risk", "beaufort",
        ]
        #expect(waypoints.allSatisfy { point in keys.allSatisfy { point[$0] != nil } })
        #expect(waypoints.map { $0["risk"] as? String } == ["green", "green", "green"])
        #expect(waypoints.first?["windKnots"] as? Double == 8 && waypoints.first?["beaufort"] as? Int == 3)
        let summary = try #require(plan["summary"] as? [String: Any])
        #expect(summary["worstRisk"] as? String == "green" && summary["usesDefaultLimits"] as? Bool == true)
        let limits = try #require(plan["limits"] as? [String: Any])
        #expect(limits["windDangerKnots"] as? Double == 25 && limits["gustDangerKnots"] as? Double == 30)
        #expect(limits["waveDangerMeters"] as? Double == 1.5 && limits["defaultLimits"] as? Bool == true)
        #expect(!run.standardOutput.lowercased().contains("seed"))
    }

    @Test func stormIsRedWithoutALaterDeparture() throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova"], environment: try Self.environment(scenario: "storm"))
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains("worst: red"))
        #expect(run.standardOutput.contains("first red: 1 Gokova"))
        #expect(run.standardOutput.contains("no later departure within the forecast"))
        #expect(run.standardOutput.contains("default limits, no boat set"))
        #expect(run.standardOutput.contains("wind 20.0/25.0 kn, gusts 24.0/30.0 kn, waves 1.20/1.50 m"))
    }

    @Test func squallSuggestsALaterDeparture() throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--json"], environment: try Self.environment(scenario: "squall"))
        let summary = try #require(try Self.json(run.standardOutput)["summary"] as? [String: Any])
        let suggested = try #require(summary["suggestedDeparture"] as? String)
        #expect(summary["worstRisk"] as? String == "red" && summary["firstRedWaypointNumber"] as? Int == 1)
        #expect(suggested.hasSuffix("Z") && suggested.count == 20)
    }

    @Test func svgChartColoursWaypointsByRisk() throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--format", "svg"], environment: try Self.environment(scenario: "fresh"))
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains("<svg") && run.standardOutput.contains("#e9c46a"))
        #expect(run.standardOutput.contains("21 kn"))
    }

    @Test(arguments: [("error500", "HTTP status 500"), ("garbage", "unreadable answer"), ("error400", "HTTP 400")])
    func apiFailureWithoutCacheExits69(scenario: String, message: String) throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova"], environment: try Self.environment(scenario: scenario))
        expectEqual(run.status, 69)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(message) && run.standardError.contains("no cached forecast"))
    }

    @Test func unknownRouteAndBadDeparture() throws {
        let environment = try Self.environment(scenario: "ok")
        let missing = try ToolRunner.run("denizrota", ["plan", "nowhere"], environment: environment)
        #expect(missing.status == 65 && missing.standardError.contains("no route named \"nowhere\""))
        let bad = try ToolRunner.run("denizrota", ["plan", "gokova", "--depart", "tomorrow"], environment: environment)
        #expect(bad.status == 65 && bad.standardError.contains("\"tomorrow\" is not a departure time"))
    }

    @Test func weatherTableAndFetch() throws {
        let environment = try Self.environment(scenario: "breezy")
        let weather = try ToolRunner.run(
            "denizrota", ["weather", "36.95", "27.85", "--hours", "3"], environment: environment)
        #expect(weather.status == 0 && weather.standardOutput.split(separator: "\n").count == 6)
        let fetch = try ToolRunner.run(
            "denizrota", ["fetch", "36.95", "27.85", "--wind-from", "90", "--json"], environment: environment)
        let meters = try #require(try Self.json(fetch.standardOutput)["fetchMeters"] as? Double)
        #expect(abs(meters - 30_500) < 200)
        let land = try ToolRunner.run(
            "denizrota", ["fetch", "37.5", "28.5", "--wind-from", "0"], environment: environment)
        #expect(land.status == 65 && land.standardError.contains("is on land"))
    }
}
