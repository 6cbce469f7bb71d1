import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

@Suite struct ConvertCommandTests {
    @Test(arguments: [
        (["5", "km", "mi"], "3.10685596 mi\n"),
        (["5", "ft", "3", "in", "to", "cm"], "160.02 cm\n"),
        (["5 ft 3 in", "cm"], "160.02 cm\n"),
        (["--precision", "3", "--", "-40", "degC", "degF"], "-40°F\n"),
        (["-40", "°C", "°F"], "-40°F\n"),
        (["2", "lb", "4", "oz", "kg"], "1.02058283 kg\n"),
        (["1", "1/2", "us", "cup", "ml"], "354.88235475 mL\n"),
        (["--precision", "0", "2.5", "m", "m"], "3 m\n"),
        (["1e18", "mm", "km"], "1E12 km\n"),
        (["--long", "1", "mi", "km"], "1.609344 kilometers\n"),
        (["--lang", "de", "--long", "5", "km", "mi"], "3,10685596 Meilen\n"),
        (["--lang", "tr", "1234.5", "m", "km"], "1,2345 km\n"),
        (["--lang", "fr", "1234567", "m", "m"], "1\u{202F}234\u{202F}567\u{202F}m\n"),
        // Issue 17: numbers are never silently misread; the forms that used to be eaten as options.
        (["1,500.0", "m", "km"], "1.5 km\n"),
        (["--numbers", "point", "1,000", "ft", "m"], "304.8 m\n"),
        (["1,852,000", "m", "km"], "1,852 km\n"),
        (["--lang", "de", "--numbers", "comma", "1.500", "m", "km"], "1,5 km\n"),
        (["--lang", "de", "1,5", "m", "cm"], "150 cm\n"),
        (["-.5", "in", "mm"], "-12.7 mm\n"),
        (["5", "km", "->", "mi"], "3.10685596 mi\n"),
        (["1", "mi", "in", "km"], "1.609344 km\n"),
        (["-40°C", "degF"], "-40°F\n"),
        (["--lang", "fr", "1", "us", "cup", "us", "cup"], "1 tasse US\n"),
        (["--lang", "fr", "2", "us", "cup", "us", "cup"], "2 tasses US\n"),
        // Issue 17: precision modes; a non-zero result is never 0.
        (["2", "mm", "mi"], "0.00000124274 mi\n"),
        (["-p", "2", "1", "mm", "km"], "0.000001 km\n"),
        (["-p", "2", "0.5", "mm", "km"], "5E-7 km\n"),
        (["--digits", "3", "1", "mi", "km"], "1.61 km\n"),
        (["--digits", "20", "1", "km", "mi"], "0.62137119223733396962 mi\n"),
        (["-p", "20", "1", "km", "mi"], "0.62137119223733396962 mi\n"),
        (["160", "cm", "ft;in"], "5 ft 2.99212598 in\n"),
        (["10", "delta_degC", "degF"], "18 Δ°F\n"),
        // Issue 17: the rounded rest carries (GNU units: `units -t '11.9999999999 in' 'ft;in'` → 1).
        (["11.9999999999", "in", "ft;in"], "1 ft 0 in\n"),
        (["-p", "2", "11.9955", "in", "ft;in"], "1 ft 0 in\n"),
        (["35.9999999999", "in", "yd;ft;in"], "1 yd 0 ft 0 in\n"),
        (["--long", "11.9999999999", "in", "ft;in"], "1 foot 0 inches\n"),
        // Issue 17: nano units and GNU units' arithmetic on the value.
        (["2500", "ng", "mg"], "0.0025 mg\n"),
        (["1", "nL", "µL"], "0.001 μL\n"),
        (["2^3m", "ft"], "26.24671916 ft\n"),
        (["2(1+2)m", "cm"], "600 cm\n"),
        (["1|4mi", "yd"], "440 yd\n"),
    ])
    func convertsAndPrintsOneLine(arguments: [String], expected: String) async {
        let run = await ToolHarness.unitconv().run(["--no-history"] + arguments)
        expectEqual(run.exitCode, .success)
        expectEqual(run.standardOutput, expected)
        expectEqual(run.standardError, "")
    }

    @Test func jsonHasExactlyTheContractFields() async throws {
        let run = await ToolHarness.unitconv().run(["--json", "1", "length.mile", "length.kilometer"])
        expectEqual(run.exitCode, .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(Set(object.keys), ["input", "from", "to", "value", "exact", "precision", "schemaVersion"])
        expectEqual(object["input"] as? String, "1 length.mile length.kilometer")
        expectEqual(object["from"] as? String, "length.mile")
        expectEqual(object["to"] as? String, "length.kilometer")
        expectEqual(object["value"] as? String, "1.60934400")
        expectEqual(object["exact"] as? String, "1.609344")
        expectEqual(object["precision"] as? Int, 8)
    }

    @Test func jsonExactIsAFractionWhenTheDecimalRepeats() async throws {
        let run = await ToolHarness.unitconv().run(["--json", "--precision", "2", "5", "km", "mi"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(object["exact"] as? String, "78125/25146")
        expectEqual(object["value"] as? String, "3.11")
        expectEqual(object["precision"] as? Int, 2)
    }

    @Test func ambiguousAliasIsNotedOnStandardError() async {
        let run = await ToolHarness.unitconv().run(["1", "cup", "ml", "--no-history"])
        expectEqual(run.standardOutput, "236.5882365 mL\n")
        #expect(
            run.standardError
                == "unitconv: note: “cup” read as US cup (volume.us_cup); for another, name it: "
                + "volume.us_legal_cup, volume.metric_cup, volume.imperial_cup\n")
    }

    @Test(arguments: [
        (["5", "km", "kg"], ExitCode.dataError, "cannot convert length.kilometer to mass.kilogram"),
        (["5", "kmz", "mi"], .dataError, "unknown unit “kmz”; did you mean km, km2, km²?"),
        (["-300", "degC", "K"], .dataError, "-300 (temperature.celsius) is below absolute zero"),
        (["abc", "km", "mi"], .dataError, "unknown unit “abc km”"),
        (["1,23,4", "km", "mi"], .dataError, "“1,23,4” is not a number"),
        (["-40", "K", "K"], .dataError, "-40 (temperature.kelvin) is below absolute zero"),
        (["--precision", "31", "1", "m", "m"], .usage, "precision 31 is outside 0…30"),
        (["--digits", "0", "1", "m", "m"], .usage, "0 significant digits is outside 1…30"),
        (["--digits", "2", "-p", "2", "1", "m", "m"], .usage, "give --precision or --digits, not both"),
        ([], .usage, "no quantity given"),
        (["--batch", "5", "km", "mi"], .usage, "--batch reads the quantities from standard input"),
        (["6/2(3)m", "cm"], .dataError, "“6/2(3)” is ambiguous: GNU units reads a/b(c) as a/(b·c)"),
        (["2^0.5m", "cm"], .dataError, "“2^0.5”: only whole-number exponents give an exact value"),
        (["2m*3", "cm"], .dataError, "“m*3”: arithmetic goes on the number before the unit"),
    ])
    func reportsErrorsWithExitCodes(arguments: [String], code: ExitCode, message: String) async {
        let run = await ToolHarness.unitconv().run(arguments)
        expectEqual(run.exitCode, code)
        expectEqual(run.standardOutput, "")
        #expect(run.standardError.hasPrefix("unitconv: error: "))
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func errorsAreLocalized() async {
        let run = await ToolHarness.unitconv().run(["--lang", "de", "5", "km", "kg"])
        expectEqual(run.exitCode, .dataError)
        #expect(
            run.standardError
                == "unitconv: Fehler: length.kilometer lässt sich nicht in mass.kilogram umrechnen: verschiedene Größen\n"
        )
    }

    @Test func anOptionLookingValueGetsTheDashDashHint() async {
        let run = await ToolHarness.unitconv().run(["--no-history", "-x5", "km", "mi"])
        expectEqual(run.exitCode, .usage)
        #expect(run.standardError.contains("unitconv -- -5"), "\(run.standardError)")
    }

    /// The locale never changes what a typed number means: `1.500` under German and English locales is refused
    /// naming both readings; the `numbers` setting, the user's own statement, reads it.
    @Test(arguments: ["de_DE.UTF-8", "en_US.UTF-8"])
    func theLocaleNeverDecidesWhatANumberMeans(locale: String) async {
        let refused = await ToolHarness.unitconv().run(
            ["--no-history", "1.500", "m", "km"], variables: ["LANG": locale])
        expectEqual(refused.exitCode, .dataError)
        #expect(refused.standardError.contains("1500") && refused.standardError.contains("1.5"))
        let harness = ToolHarness.unitconv()
        _ = await harness.run(["config", "set", "numbers", "de_DE"])
        let stated = await harness.run(["--no-history", "1.500", "m", "km"], variables: ["LANG": locale])
        expectEqual(stated.standardOutput, "1,5 km\n")
    }
}
