import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `route new --depart/--speed` and `route set`: a planned departure and a route speed give ETAs.
///
/// Reference distances (GeodSolve -i -p 9): Datça 36.75 27.69 → Knidos 36.686 27.374: 29110.867535253 m;
/// Knidos → Bodrum 37.03 27.43: 38500.644825232 m. Departure 2026-07-01T08:00+03:00 = 05:00:00Z.
/// Leg 1 at the route's 6 kn: 29110.867535253 × 3600 / (6 × 1852) = 9431.1666 s → ETA 07:37:11.17Z.
/// Leg 2 at Knidos's own 5 kn: 38500.644825232 × 3600 / (5 × 1852) = 14967.8533 s → ETA 11:46:39.02Z.
@Suite struct RouteScheduleTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func knidos(_ harness: ToolHarness, new: [String]) async {
        _ = await harness.run(["route", "new", "Knidos"] + new)
        _ = await harness.run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
        _ = await harness.run(["route", "add", "Knidos", "36.686", "27.374", "--name", "Knidos", "--speed", "5"])
        _ = await harness.run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"])
    }

    @Test func departureAndSpeedGiveETAs() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness, new: ["--depart", "2026-07-01T08:00+03:00", "--speed", "6"])
        let plan = try json(await harness.run(["route", "show", "Knidos", "--json"]).standardOutput)
        expectEqual(plan["departure"] as? String, "2026-07-01T05:00:00Z")
        expectEqual(plan["arrival"] as? String, "2026-07-01T11:46:39Z")
        expectEqual(plan["plannedSpeedKnots"] as? Double, 6)
        let legs = try #require(plan["legs"] as? [[String: Any]])
        #expect(legs.map { $0["eta"] as? String } == ["2026-07-01T07:37:11Z", "2026-07-01T11:46:39Z"])
        #expect(legs.map { $0["departure"] as? String } == ["2026-07-01T05:00:00Z", "2026-07-01T07:37:11Z"])
        #expect(legs.map { $0["speedKnots"] as? Double } == [6, 5])
        let duration = try #require(legs[0]["durationSeconds"] as? Double)
        #expect(abs(duration - 29_110.867_535_253 * 3600 / (6 * 1852)) < 1e-6)
    }

    @Test func setChangesDepartureSpeedAndName() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness, new: [])
        let set = await harness.run([
            "route", "set", "Knidos", "--depart", "2026-07-01 05:00", "--speed", "6", "--rename", "Gökova",
        ])
        expectEqual(set.status, 0)
        expectEqual(set.standardOutput, "Updated route Gökova\n")
        #expect(await harness.run(["route", "list"]).standardOutput == "Gökova\n")
        var plan = try json(await harness.run(["route", "show", "Gökova", "--json"]).standardOutput)
        expectEqual((plan["legs"] as? [[String: Any]])?.first?["eta"] as? String, "2026-07-01T07:37:11Z")
        #expect(await harness.run(["route", "set", "Gökova", "--clear-depart", "--clear-speed"]).status == 0)
        plan = try json(await harness.run(["route", "show", "Gökova", "--json"]).standardOutput)
        let legs = try #require(plan["legs"] as? [[String: Any]])
        #expect(legs[0]["eta"] is NSNull)
        expectEqual(legs[0]["speedKnots"] as? Double, 8)
        #expect(plan["departure"] == nil)
    }

    @Test(arguments: [
        (["route", "set", "Knidos", "--depart", "2026-02-30T08:00"], 65, "not a departure time: 2026-02-30T08:00"),
        (["route", "set", "Knidos", "--depart", "tomorrow"], 65, "not a departure time: tomorrow"),
        (["route", "set", "Knidos", "--speed", "0"], 65, "speed 0 kn is outside 0.1–60 kn"),
        (["route", "new", "Other", "--speed", "61"], 65, "speed 61 kn is outside 0.1–60 kn"),
        (["route", "set", "Knidos", "--depart", "2026-07-01", "--clear-depart"], 64, "--depart and --clear-depart"),
        (["route", "set", "Knidos"], 64, "nothing to change"),
        (["route", "set", "Nowhere", "--speed", "5"], 65, "no route named Nowhere"),
        (["route", "set", "Knidos", "--rename", "Knidos2"], 65, "a route named Knidos2 already exists"),
    ])
    func badScheduleInput(arguments: [String], status: Int32, message: String) async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness, new: [])
        _ = await harness.run(["route", "new", "Knidos2"])
        let run = await harness.run(arguments)
        expectEqual(run.status, status, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        expectEqual(run.standardError.split(separator: "\n").count, 1)
    }
}
