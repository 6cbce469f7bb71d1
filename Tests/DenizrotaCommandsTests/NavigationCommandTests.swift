import CLIKitTesting
import Expectations
import Foundation
import Testing

@Suite struct NavigationCommandTests {
    @Test func boatSetThenShow() async throws {
        let harness = ToolHarness.denizrota()
        let set = await harness.run(["boat", "set", "--type", "gulet", "--speed", "9", "--fuel-price", "48.25"])
        expectEqual(set.status, 0)
        let show = await harness.run(["boat", "show"])
        #expect(show.standardOutput.contains("type: gulet\n"))
        #expect(show.standardOutput.contains("cruise speed: 9\u{A0}kn\n"))
        #expect(show.standardOutput.contains("at ₺48.25/L\n"))
    }

    @Test func boatLimitsAreChecked() async throws {
        let harness = ToolHarness.denizrota()
        let run = await harness.run(["boat", "set", "--max-wind", "35", "--max-gust", "30"])
        expectEqual(run.status, 65)
        #expect(run.standardError.contains("gust limit must not be below the wind limit"))
        let range = await harness.run(["boat", "set", "--speed", "0"])
        expectEqual(range.status, 65)
        #expect(range.standardError == "denizrota: error: cruise speed 0 kn is outside 0.1–60 kn\n")
        let turkish = await harness.run(["boat", "set", "--max-wave", "25.5"], language: "tr_TR.UTF-8")
        expectEqual(turkish.standardError, "denizrota: hata: 25,5 m dalga sınırı 0,1–20 m dışında\n")
        let zero = await harness.run(["boat", "set", "--max-wind", "0"])  // every limit is positive
        #expect(zero.status == 65 && zero.standardError == "denizrota: error: wind limit 0 kn is outside 1–100 kn\n")
    }

    /// Reference lines from GeographicLib 2.1.2 `GeodSolve -i -p 9` and `GeodSolve -p 9`.
    @Test func geodesicFiltersMatchGeodSolve() async throws {
        let harness = ToolHarness.denizrota()
        let inverse = await harness.run(["geodesic", "inverse"], input: "40.64 -73.78 1.36 103.99\n-30 0 29.9 179.8\n")
        expectEqual(inverse.status, 0)
        let lines = inverse.standardOutput.split(separator: "\n").map {
            $0.split(separator: " ").compactMap { Double($0) }
        }
        expectEqual(lines.count, 2)
        #expect(abs(lines[0][2] - 15_347_512.940_512_940) < 1e-9)
        #expect(abs(lines[1][0] - 161.890_524_736_326_97) < 1e-12)
        #expect(abs(lines[1][2] - 19_989_832.827_609_532) < 1e-9)
        let direct = await harness.run(["geodesic", "direct"], input: "40 0 30 10000000\n")
        expectEqual(direct.standardOutput, "41.79331020505627 137.84490004377150 149.09016931807182\n")
    }

    @Test func geodesicBadLinesKeepAlignment() async throws {
        let harness = ToolHarness.denizrota()
        let run = await harness.run(["geodesic", "inverse", "-p", "3"], input: "0 0 0 1\nfoo\n0 0 1 0\n")
        expectEqual(run.status, 65)
        #expect(
            run.standardOutput == "90.00000000 90.00000000 111319.491\nERROR: foo\n0.00000000 0.00000000 110574.389\n")
        #expect(run.standardError.contains("line 2"))
    }

    @Test func magvarFromWMM2025() async throws {
        let harness = ToolHarness.denizrota()
        let run = await harness.run(["magvar", "36.72", "27.69", "--date", "2026-06-01", "--json"])
        expectEqual(run.status, 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let declination = try #require(json["declinationDegrees"] as? Double)
        #expect(declination > 5.2 && declination < 5.5)
        let bad = await harness.run(["magvar", "36.72", "27.69", "--date", "2026-02-30"])
        expectEqual(bad.status, 65)
        #expect(bad.standardError.contains("not a date: 2026-02-30"))
    }

    @Test func turkishMessages() async throws {
        let harness = ToolHarness.denizrota()
        let run = await harness.run(["route", "show", "Yok"], language: "tr_TR.UTF-8")
        expectEqual(run.status, 65)
        #expect(run.standardError.contains("Yok adında rota yok"))
    }
}
