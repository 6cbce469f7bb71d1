import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `denizrota plan` judges every leg along its length (MarineKit's `LegSampling`) against the fake Open-Meteo
/// server's `midleg` scenario: a gale (34 kn, gusts 45 kn) between 27.62° E and 27.78° E, in the middle of the
/// first leg (Gokova 27.85° E → Mouth 27.55° E), calm at every waypoint.
@Suite(.serialized) struct DenizrotaPlanAlongLegTests {
    @Test func galeMidLegIsNamedInJSON() throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--json"],
            environment: try DenizrotaPlanTests.environment(scenario: "midleg"))
        expectEqual(run.status, 0, "\(run.standardError)")
        let plan = try DenizrotaPlanTests.json(run.standardOutput)
        let waypoints = try #require(plan["waypoints"] as? [[String: Any]])
        #expect(waypoints.map { $0["risk"] as? String } == ["green", "green", "green"])
        let legs = try #require(plan["legs"] as? [[String: Any]])
        #expect(legs.map { $0["risk"] as? String } == ["red", "green"])
        let worst = try #require(legs[0]["worstPoint"] as? [String: Any])
        let longitude = try #require(worst["longitude"] as? Double)
        // A whole-hour point reads the forecast of the nearest evenly spaced point, up to half the 2 nm spacing away
        // (LegSample.forecastLocation), and is named where the boat is at that hour: the worst point may lie up to
        // 1 nm (0.021° of longitude at 37° N) outside the gale's band, depending on the departure minute.
        let halfSpacing = 1_852.0 / (111_320 * cos(37.0 * .pi / 180))
        #expect((27.62 - halfSpacing...27.78 + halfSpacing).contains(longitude), "\(worst)")
        #expect(worst["windKnots"] as? Double == 34 && worst["gustKnots"] as? Double == 45)
        #expect(worst["waypointNumber"] == nil && worst["risk"] as? String == "red")
        let distance = try #require(worst["distanceFromStartMeters"] as? Double)
        #expect(distance > 5_000 && distance < 22_000)
        #expect((legs[0]["judgedPoints"] as? Int ?? 0) >= 9)  // 14.7 nm: at least 8 parts of 2 nm, 9 points
        // Every point judged between the waypoints is kept (the ends are the waypoints): the worst is one of them.
        let samples = try #require(legs[0]["samples"] as? [[String: Any]])
        expectEqual(samples.count + 2, legs[0]["judgedPoints"] as? Int)
        #expect(samples.contains { $0["longitude"] as? Double == longitude && $0["risk"] as? String == "red" })
        #expect(samples.contains { $0["risk"] as? String == "green" && $0["windKnots"] != nil })
        let summary = try #require(plan["summary"] as? [String: Any])
        expectEqual(summary["worstRisk"] as? String, "red")
        expectEqual(summary["worstLeg"] as? [Int], [1, 2])
    }

    @Test func galeMidLegIsNamedInText() throws {
        let run = try ToolRunner.run(
            "denizrota", ["plan", "gokova"], environment: try DenizrotaPlanTests.environment(scenario: "midleg"))
        expectEqual(run.status, 0, "\(run.standardError)")
        let line = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("leg 1, ") })
        #expect(
            line.range(
                of:
                    #"^leg 1, \d+\.\d\snm after Gokova, \d{4}-\d\d-\d\d \d\d:\d\d UTC: wind 34\.0\skn, gusts 45\.0\skn, "#
                    + #"waves \d\.\d\d\sm — red \(wind, gusts"#,
                options: .regularExpression) != nil, "\(line)")
        #expect(run.standardOutput.contains("worst: red") && run.standardOutput.contains("worst leg: 1 → 2"))
        #expect(!run.standardOutput.contains("leg 2, "))
    }
}
