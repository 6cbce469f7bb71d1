import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `route show` and `boat show` text in the user's language (Formatting's separators, units and plural forms);
/// `--json` stays in the machine form.
///
/// Reference figures: GeodSolve -i -p 9 and RhumbSolve -i -p 9 for Datça 36.75 27.69 → Knidos 36.686 27.374
/// (29110.867535253 m, azimuth 255.973°, rhumb 255.879°) → Bodrum 37.03 27.43 (38500.644825232 m, 7.436°, rhumb
/// 7.453°); magnetic = true − WMM2025 declination on 2026-06-01 (the harness clock). The default boat runs 8 kn
/// at 15 L/h and 45 TRY/L; Knidos has its own 5 kn. Leg 1: 7073.37 s = 1 h 58 min, 29.472 L, ₺1,326.26; leg 2:
/// 14967.85 s = 4 h 9 min, 62.366 L, ₺2,806.47; total 36.51 nm, 67.61 km, 6 h 7 min, 91.8 L, ₺4,132.73.
/// "Datça" here is the old quick tour's point inside the peninsula, and Knidos's point lies on the cape at full
/// resolution (GSHHG; Natural Earth 1:10m had it within its 500 m tolerance), so both waypoints and both legs carry
/// the land mark, and the summary and the coastline line follow the legs.
@Suite struct RouteTextTests {
    private static let nbsp = "\u{A0}"

    private func knidos(_ harness: ToolHarness) async {
        _ = await harness.run(["route", "new", "Knidos"])
        _ = await harness.run(["route", "add", "Knidos", "36.75", "27.69", "--name", "Datça"])
        _ = await harness.run(["route", "add", "Knidos", "36.686", "27.374", "--name", "Knidos", "--speed", "5"])
        _ = await harness.run(["route", "add", "Knidos", "37.03", "27.43", "--name", "Bodrum"])
    }

    static let english = [
        "Knidos: 3 waypoints, 36.51 nm (67.61 km), 6 h 7 min, fuel 91.8 L = ₺4,132.73",
        "  1  Datça   36°45.000′N 027°41.400′E  ⚠ LAND",
        "  2  Knidos  36°41.160′N 027°22.440′E  ⚠ LAND",
        "  3  Bodrum  37°01.800′N 027°25.800′E",
        "leg 1: Datça → Knidos  15.72 nm  256.0°T 250.6°M  rhumb 255.9°T  8.0 kn  1 h 58 min  ETA –  29.5 L  ₺1,326.26  ⚠ LAND",
        "leg 2: Knidos → Bodrum  20.79 nm  007.4°T 002.1°M  rhumb 007.5°T  5.0 kn  4 h 9 min  ETA –  62.4 L  ₺2,806.47  ⚠ LAND",
        "land: waypoints on land 1, 2; legs crossing land 1, 2",
        "coastline: GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0 (tolerance 100 m)",
    ]

    static let turkish = [
        "Knidos: 3 nokta, 36,51 nm (67,61 km), 6 sa 7 dk, yakıt 91,8 L = ₺4.132,73",
        "  1  Datça   36°45,000′K 027°41,400′D  ⚠ KARA",
        "  2  Knidos  36°41,160′K 027°22,440′D  ⚠ KARA",
        "  3  Bodrum  37°01,800′K 027°25,800′D",
        "bacak 1: Datça → Knidos  15,72 nm  256,0°T 250,6°M  loksodrom 255,9°T  8,0 kn  1 sa 58 dk  varış –  29,5 L  ₺1.326,26  ⚠ KARA",
        "bacak 2: Knidos → Bodrum  20,79 nm  007,4°T 002,1°M  loksodrom 007,5°T  5,0 kn  4 sa 9 dk  varış –  62,4 L  ₺2.806,47  ⚠ KARA",
        "kara: karadaki noktalar 1, 2; karadan geçen bacaklar 1, 2",
        "kıyı çizgisi: GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0 (tolerans 100 m)",
    ]

    /// The expected lines with U+00A0 where Formatting puts it (between a number and its unit).
    private static func withNoBreakSpaces(_ lines: [String]) -> String {
        let units = [" nm", " km", " h", " min", " L", " kn", " sa", " dk"]
        return lines.map { line in
            var text = line
            for unit in units {
                text = text.replacingOccurrences(
                    of: "(\\d)\(unit)(?=[ ,)=]|$)", with: "$1\(nbsp)\(unit.dropFirst())", options: .regularExpression)
            }
            return text
        }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [("C", english), ("tr_TR.UTF-8", turkish)])
    func routeShowInTheUsersLanguage(language: String, lines: [String]) async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let show = await harness.run(["route", "show", "Knidos"], language: language)
        expectEqual(show.status, 0)
        expectEqual(show.standardOutput, Self.withNoBreakSpaces(lines))
    }

    /// With a tank (`boat set --tank`), `route show` sets the route's fuel against it with the range on a full tank
    /// (issue 29): 91.8 L against 60 L (4 h, 32 nm at 15 L/h and 8 kn) and 200 L (13 h 20 min, 107 nm).
    @Test(arguments: [
        (
            "60", "tank: ⚠ 91.8 L needed, more than the 60 L tank (range on a full tank 4 h, 32 nm): plan a fuel stop",
            false
        ),
        ("200", "tank: 91.8 L of 200 L; range on a full tank 13 h 20 min, 107 nm", true),
    ])
    func routeShowSetsTheFuelAgainstTheTank(tank: String, line: String, fits: Bool) async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        #expect(await harness.run(["boat", "set", "--tank", tank]).status == 0)
        let text = await harness.run(["route", "show", "Knidos"], language: "C").standardOutput
        let lines = text.replacingOccurrences(of: Self.nbsp, with: " ").split(separator: "\n").map(String.init)
        expectEqual(lines.dropFirst().first, line, "\(text)")
        let json = await harness.run(["route", "show", "Knidos", "--json"]).standardOutput
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        expectEqual(object?["fuelFitsTank"] as? Bool, fits)
        expectEqual(object?["tankCapacityLiters"] as? Double, Double(tank))
    }

    @Test func pluralsAndDepartureLines() async throws {
        let harness = ToolHarness.denizrota()
        _ = await harness.run(["route", "new", "One", "--depart", "2026-07-01T08:00+03:00"])
        let added = await harness.run(["route", "add", "One", "36.75", "27.69", "--name", "Datça"])
        expectEqual(added.standardOutput, "Added Datça to One (1 waypoint)\n")
        let english = await harness.run(["route", "show", "One"])
        #expect(
            english.standardOutput.hasPrefix(
                "One: 1 waypoint, 0.00\(Self.nbsp)nm (0.00\(Self.nbsp)km), 0\(Self.nbsp)min"))
        #expect(english.standardOutput.contains("\ndeparture 2026-07-01 05:00 UTC, arrival –\n"))
        let german = await harness.run(["route", "show", "One", "--lang", "de"])
        #expect(german.standardOutput.hasPrefix("One: 1 Wegpunkt, 0,00\(Self.nbsp)sm (0,00\(Self.nbsp)km)"))
        _ = await harness.run(["route", "add", "One", "36.686", "27.374"])
        let two = await harness.run(["route", "show", "One", "--lang", "de"])
        #expect(two.standardOutput.hasPrefix("One: 2 Wegpunkte, 15,72\(Self.nbsp)sm"))
        #expect(two.standardOutput.contains("\nAbfahrt 2026-07-01 05:00 UTC, Ankunft 2026-07-01 06:58 UTC\n"))
        let japanese = await harness.run(["route", "show", "One", "--lang", "ja"])
        #expect(japanese.standardOutput.hasPrefix("One: 2 点、15.72海里（29.11\(Self.nbsp)km）、1時間58分、"))
    }

    @Test func jsonStaysMachineReadable() async throws {
        let harness = ToolHarness.denizrota()
        await knidos(harness)
        let json = await harness.run(["route", "show", "Knidos", "--json", "--lang", "tr"])
        let plan = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        expectEqual(plan["totalFuelCost"] as? String, "4132.73")
        let total = try #require(plan["totalDistanceMeters"] as? Double)
        #expect(abs(total - (29_110.867_535_253 + 38_500.644_825_232)) < 1e-6)
        #expect(!json.standardOutput.contains("4.132,73"))
    }

    @Test(arguments: [
        (
            "C",
            "type: motorboat\ncruise speed: 8 kn\nfuel: 15 L/h at ₺45.00/L\nlimits: wind 25 kn, gust 30 kn, waves 1.5 m\n"
        ),
        (
            "tr_TR.UTF-8",
            "tür: motorlu tekne\nseyir hızı: 8 kn\nyakıt: 15 L/sa, litresi ₺45,00\n"
                + "sınırlar: rüzgar 25 kn, hamle 30 kn, dalga 1,5 m\n"
        ),
        (
            "de_DE.UTF-8",
            "Typ: Motorboot\nMarschfahrt: 8 kn\nKraftstoff: 15 L/h zu 45,00 ₺/L\n"
                + "Grenzen: Wind 25 kn, Böen 30 kn, Wellen 1,5 m\n"
        ),
    ])
    func boatShowInTheUsersLanguage(language: String, expected: String) async throws {
        let harness = ToolHarness.denizrota()
        let show = await harness.run(["boat", "show"], language: language)
        expectEqual(show.status, 0)
        let withNoBreakSpaces = expected.replacingOccurrences(
            of: "(\\d) (kn|m|L/h|L/sa|₺)(?=[ ,/\\n])", with: "$1\(Self.nbsp)$2", options: .regularExpression)
        expectEqual(show.standardOutput, withNoBreakSpaces)
    }
}
