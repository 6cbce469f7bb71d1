import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Issue 32 as a user meets it: long numbers that trapped, temperatures plus differences, numbers read by the
/// region, other languages' abbreviations, the history under a crowd.
@Suite struct UnitconvRound3Tests {
    @Test(arguments: [
        (["9.999999999999999999", "m", "cm"], "1,000 cm\n"),
        (["9300000000000000000", "m", "km"], "9.3E15 km\n"),
    ])
    func longNumbersNoLongerTrap(arguments: [String], expected: String) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + arguments)
        expectEqual(run.status, 0)
        expectEqual(run.standardOutput, expected)
    }

    /// Every earlier result reaches a file even when a later line was one of the numbers that trapped.
    @Test func batchToAFileKeepsEveryResult() throws {
        let input = "1 m cm\n9.999999999999999999 m cm\n2 m cm\n9300000000000000000 m km\n3 m cm\n"
        let run = try ToolRunner.run("unitconv", ["--batch"], standardInput: input)
        expectEqual(run.status, 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "100.00000000", "1000.00000000", "200.00000000", "9300000000000000.00000000", "300.00000000",
            ])
    }

    @Test(arguments: [
        ("37 °C 1 Δ°C °F", "100.4°F\n"),
        ("20 °C 0 delta_degC K", "293.15 K\n"),
        ("300 K 0 ΔK °C", "26.85°C\n"),
        ("10 delta_degC degF", "18 Δ°F\n"),
        ("37 °C + 1 Δ°C °F", "100.4°F\n"),
    ])
    func temperaturesPlusDifferences(input: String, expected: String) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + input.split(separator: " ").map(String.init))
        expectEqual(run.status, 0)
        expectEqual(run.standardOutput, expected)
    }

    @Test func aDifferenceIsMarkedInJSON() throws {
        let run = try ToolRunner.run("unitconv", ["--no-history", "--json", "10", "delta_degC", "degF"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(object["difference"] as? Bool, true)
        expectEqual(object["value"] as? String, "18.00000000")
        let absolute = try ToolRunner.run("unitconv", ["--no-history", "--json", "10", "degC", "degF"])
        #expect(!absolute.standardOutput.contains("difference"))
        let refused = try ToolRunner.run("unitconv", ["--no-history", "10", "°C", "ΔK"])
        expectEqual(refused.status, 65)
    }

    /// A number means the same under every language and locale, or it is refused (the developers' guide): the shapes
    /// regions read differently are refused naming both readings whatever the locale says, and read by the
    /// convention the user names with `--numbers`.
    @Test(arguments: [
        (["LANG": "es_MX.UTF-8"], ["1.500", "m", "cm"], "es_MX", "150 cm\n"),
        (["LANG": "es_ES.UTF-8"], ["1.500", "m", "cm"], "es_ES", "150.000 cm\n"),
        (["LANG": "de_CH.UTF-8"], ["1'500", "m", "km"], "de_CH", "1.5 km\n"),
        (["LANG": "ru_RU.UTF-8"], ["1,500", "m", "cm"], "ru_RU", "150 cm\n"),
        (["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"], ["1.500", "m", "km"], "de_DE", "1,5 km\n"),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "en"], ["1.500", "m", "km"], "point", "0.0015 km\n"),
        (["LANG": "en_US.UTF-8"], ["1,500", "m", "km"], "point", "1.5 km\n"),
        (["LANG": "xx_YY.UTF-8"], ["1.500", "m", "cm"], "comma", "150,000 cm\n"),
        ([:], ["--lang", "tr", "1.500", "m", "cm"], "comma", "150.000 cm\n"),
    ])
    func numbersMeanTheSameInEveryLocale(
        environment: [String: String], arguments: [String], numbers: String, expected: String
    ) throws {
        let refused = try ToolRunner.run("unitconv", ["--no-history"] + arguments, environment: environment)
        expectEqual(refused.status, 65, "\(refused.standardOutput)")
        #expect(refused.standardError.contains("1500"), "\(refused.standardError)")
        let stated = try ToolRunner.run(
            "unitconv", ["--no-history", "--numbers", numbers] + arguments, environment: environment)
        expectEqual(stated.status, 0, "\(stated.standardError)")
        expectEqual(stated.standardOutput, expected)
    }

    /// `--numbers` makes a batch file mean the same on every machine.
    @Test func batchWithNumbersMeansTheSameEverywhere() throws {
        var outputs: Set<String> = []
        for locale in ["de_DE.UTF-8", "en_US.UTF-8", "es_MX.UTF-8", "fr_FR.UTF-8"] {
            let run = try ToolRunner.run(
                "unitconv", ["--batch", "--numbers", "de_DE"], standardInput: "1.500 m cm\n1,5 m cm\n",
                environment: ["LANG": locale])
            expectEqual(run.status, 0)
            outputs.insert(run.standardOutput)
        }
        expectEqual(outputs, ["150000.00000000\n150.00000000\n"])
        #expect(try ToolRunner.run("unitconv", ["--numbers", "klingon", "1", "m", "cm"]).status == 64)
    }

    /// The tool's own output in every language, pasted back under the same locale, reads back to the same value or
    /// is refused naming it as one reading (German `1.852`: never another number); with `--numbers` of the region it
    /// reads back.
    @Test(arguments: [
        ("tr", "tr_TR.UTF-8"), ("en", "en_US.UTF-8"), ("es", "es_ES.UTF-8"), ("fr", "fr_FR.UTF-8"),
        ("de", "de_DE.UTF-8"), ("zh-Hans", "zh_CN.UTF-8"), ("ja", "ja_JP.UTF-8"), ("es", "es_MX.UTF-8"),
        ("de", "de_CH.UTF-8"), ("fr", "fr_CH.UTF-8"),
    ])
    func ownOutputReadsBack(language: String, locale: String) throws {
        let environment = ["LANG": locale]
        let first = try ToolRunner.run(
            "unitconv", ["--no-history", "--lang", language, "1852", "m", "m"], environment: environment)
        expectEqual(first.status, 0)
        let number = String(first.standardOutput.prefix { $0.isNumber || !$0.isLetter && $0 != "\n" && $0 != " " })
        let pasted = ["--json", "--lang", language, number.trimmingCharacters(in: .whitespaces), "m", "m"]
        let plain = try ToolRunner.run("unitconv", ["--no-history"] + pasted, environment: environment)
        let region = String(locale.prefix { $0 != "." })
        let stated = try ToolRunner.run(
            "unitconv", ["--no-history", "--numbers", region] + pasted, environment: environment)
        #expect(
            plain.standardOutput.contains("\"exact\" : \"1852\"")
                || plain.status == 65 && plain.standardError.contains("1852"),
            "\(locale): \(first.standardOutput) \(plain.standardError)")
        expectEqual(stated.status, 0, "\(locale): \(first.standardOutput) \(stated.standardError)")
        #expect(stated.standardOutput.contains("\"exact\" : \"1852\""), "\(locale): \(first.standardOutput)")
    }

    /// Chinese and Japanese write some numbers inside the unit's words (`時速 99 キロメートル`); pasted back, they read.
    @Test(arguments: [("ja", "ja_JP.UTF-8"), ("zh-Hans", "zh_CN.UTF-8")])
    func circumfixOutputReadsBack(language: String, locale: String) throws {
        let environment = ["LANG": locale]
        let first = try ToolRunner.run(
            "unitconv", ["--no-history", "--lang", language, "27.5", "m/s", "km/h"], environment: environment)
        expectEqual(first.status, 0)
        let shown = first.standardOutput.trimmingCharacters(in: .newlines)
        let again = try ToolRunner.run(
            "unitconv", ["--no-history", "--lang", language, shown, "m/s"], environment: environment)
        expectEqual(again.status, 0, "\(shown): \(again.standardError)")
        #expect(again.standardOutput.contains("27.5"), "\(shown) → \(again.standardOutput)")
    }

    @Test(arguments: [
        ([String](), ["10", "mil", "mm"], "0.254 mm\n"),
        (["--lang", "tr"], ["10", "mil", "km"], "16,09344 km\n"),
        (["--lang", "tr"], ["1", "ton", "kg"], "1.000 kg\n"),
        (["--lang", "fr"], ["2", "pi", "m"], "0,6096\u{202F}m\n"),
        (["--lang", "es"], ["1", "M", "ft"], "6076,11548556 ft\n"),
    ])
    func wordsBelongToTheirLanguage(options: [String], arguments: [String], expected: String) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + options + arguments)
        expectEqual(run.status, 0, "\(run.standardError)")
        expectEqual(run.standardOutput, expected)
    }

    @Test(arguments: [["2", "pi", "m"], ["1", "M", "ft"]])
    func otherLanguagesAbbreviationsAreNotEnglish(arguments: [String]) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + arguments)
        expectEqual(run.status, 65)
    }
}
