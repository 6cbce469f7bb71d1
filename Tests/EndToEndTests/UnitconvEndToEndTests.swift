import Foundation
import Testing

/// `unitconv` as a user runs it: the contract examples, errors, exit codes, batch mode, history.
@Suite struct UnitconvEndToEndTests {
    /// A private database per test, so runs never touch the user's history.
    static func database() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("unitconv-e2e-\(UUID().uuidString).sqlite").path
    }

    @Test(arguments: [
        (["5", "km", "mi"], "3.10685596 mi\n"),
        (["5", "ft", "3", "in", "to", "cm"], "160.02 cm\n"),
        (["--precision", "3", "--", "-40", "degC", "degF"], "-40°F\n"),
        (["1", "imperial", "cup", "L"], "0.28413063 L\n"),
        (["1", "nmi", "m"], "1,852 m\n"),
    ])
    func contractExamples(arguments: [String], expected: String) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + arguments)
        #expect(run.status == 0)
        #expect(run.standardOutput == expected)
        #expect(run.standardError == "")
    }

    @Test func jsonContract() throws {
        let run = try ToolRunner.run(
            "unitconv", ["--json", "1", "length.mile", "length.kilometer"],
            environment: ["UNITCONV_DB": Self.database()])
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(object["value"] as? String == "1.60934400")
        #expect(object["exact"] as? String == "1.609344")
        #expect(object["from"] as? String == "length.mile")
        #expect(object["to"] as? String == "length.kilometer")
        #expect(object["precision"] as? Int == 8)
        #expect(object["input"] as? String == "1 length.mile length.kilometer")
    }

    @Test func crossCategoryIsExit65WithALocalizedMessage() throws {
        let run = try ToolRunner.run(
            "unitconv", ["--no-history", "5", "km", "kg"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(run.status == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "unitconv: erreur: impossible de convertir length.kilometer en mass.kilogram : "
                + "ils mesurent des grandeurs différentes\n")
    }

    @Test func unknownUnitSuggestsThreeAliases() throws {
        let run = try ToolRunner.run("unitconv", ["--no-history", "1", "mile", "kmm"])
        #expect(run.status == 65)
        #expect(run.standardError == "unitconv: error: unknown unit “kmm”; did you mean mm, km, km2?\n")
    }

    @Test func usageErrorsExit64() throws {
        #expect(try ToolRunner.run("unitconv", ["--precision", "31", "1", "m", "cm"]).status == 64)
        #expect(try ToolRunner.run("unitconv", []).status == 64)
        #expect(try ToolRunner.run("unitconv", ["--bogus"]).status == 64)
    }

    @Test func batchKeepsGoingAndExits65() throws {
        let run = try ToolRunner.run(
            "unitconv", ["--batch"], standardInput: "5 km mi\n1 furlong m\n12 in ft\n",
            environment: ["UNITCONV_DB": Self.database()])
        #expect(run.status == 65)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "3.10685596")
        #expect(lines[1].hasPrefix("error: unknown unit “furlong”"))
        #expect(lines[2] == "1.00000000")
    }

    @Test func historyAndFavoritesPersistAcrossRuns() throws {
        let environment = ["UNITCONV_DB": Self.database()]
        _ = try ToolRunner.run("unitconv", ["5", "km", "mi"], environment: environment)
        _ = try ToolRunner.run("unitconv", ["favorites", "add", "km", "mi"], environment: environment)
        let history = try ToolRunner.run("unitconv", ["history"], environment: environment)
        #expect(history.status == 0)
        #expect(history.standardOutput.hasSuffix("  5 km mi  →  3.10685596 mi\n"))
        let favorites = try ToolRunner.run("unitconv", ["favorites"], environment: environment)
        #expect(favorites.standardOutput == "1  length.kilometer → length.mile  (km → mi)\n")
        #expect(try ToolRunner.run("unitconv", ["history", "clear"], environment: environment).status == 0)
        #expect(try ToolRunner.run("unitconv", ["history"], environment: environment).standardOutput == "")
    }
}
