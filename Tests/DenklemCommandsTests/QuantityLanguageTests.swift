import CLIKit
import DenklemCommands
import Expectations
import Formatting
import Foundation
import Localization
import Testing

/// Issue 31 item 1: no number option means something else in another language.
///
/// Every numeric option of every command, under `--lang` and under `LANG` of each of the seven languages, gives the same result or the same refusal.
@Suite struct QuantityLanguageTests {
    /// How the language is chosen for a run.
    struct Language: Sendable, CustomTestStringConvertible {
        let flag: [String]
        let lang: String?
        /// The language the run is in.
        let language: Localization.Language
        var testDescription: String { flag.isEmpty ? "LANG=\(lang ?? "")" : flag.joined(separator: " ") }
    }

    static let languages: [Language] =
        Localization.Language.allCases.map { Language(flag: ["--lang", $0.rawValue], lang: nil, language: $0) }
        + zip(
            ["tr_TR.UTF-8", "en_US.UTF-8", "es_ES.UTF-8", "fr_FR.UTF-8", "de_DE.UTF-8", "zh_CN.UTF-8", "ja_JP.UTF-8"],
            Localization.Language.allCases
        ).map { Language(flag: [], lang: $0, language: $1) }

    /// One command line: its JSON total, or the exit code and a fragment of the message.
    struct Case: Sendable {
        let arguments: [String]
        let total: String?
        let status: ExitCode
        let fragment: String
        /// The JSON field `total` is compared with (`total`, or an SMM line such as `gross`).
        var key = "total"
        /// For an ambiguous quantity: the option and its two readings, to be named in the run's language.
        var readings: (option: String, decimal: Decimal, grouped: Decimal)?

        static func total(_ arguments: [String], _ total: String, key: String = "total") -> Case {
            Case(arguments: arguments, total: total, status: .success, fragment: "", key: key)
        }

        static func refused(_ arguments: [String], _ fragment: String, _ status: ExitCode = .usage) -> Case {
            Case(arguments: arguments, total: nil, status: status, fragment: fragment)
        }

        /// Refused as ambiguous: the message is `error.ambiguousQuantity` naming both readings (issue 31 item 1).
        static func ambiguous(_ arguments: [String], _ decimal: Decimal, or grouped: Decimal) -> Case {
            let option = arguments[arguments.count - 2]
            return Case(
                arguments: arguments, total: nil, status: .usage, fragment: "",
                readings: (option, decimal, grouped))
        }

        /// The refusal's expected text in `language`: both readings with the language's decimal separator.
        func expectedMessage(in language: Localization.Language) -> String? {
            guard let readings else { return nil }
            let separator = String(LanguageConventions(tag: language.rawValue).decimalSeparator)
            let plain = { (value: Decimal) in value.description.replacingOccurrences(of: ".", with: separator) }
            return Localizer(language: language, sets: DenklemTool.catalogs).text(
                "error.ambiguousQuantity", arguments[arguments.count - 1], readings.option, plain(readings.decimal),
                plain(readings.grouped))
        }
    }

    static let family = ["fee", "--year", "2026", "--type", "aile", "--no-agreement"]
    static let labor = ["fee", "--year", "2026", "--type", "labor"]
    static let wage = labor + ["--reinstatement", "--monthly-wage", "40000"]

    static let cases: [Case] = [
        // --hours: the issue's 1000× fee; both readings named.
        .ambiguous(family + ["--hours", "1.000"], 1, or: 1000), .ambiguous(family + ["--hours", "1,000"], 1, or: 1000),
        .ambiguous(family + ["--hours", "2.333"], 2.333, or: 2333),
        .ambiguous(family + ["--hours", "00.500"], 0.5, or: 500),
        .ambiguous(family + ["--hours", "10.500"], 10.5, or: 10500),
        .refused(family + ["--hours", "1.000.000"], "--hours"), .refused(family + ["--hours", "1 000"], "--hours"),
        .total(family + ["--hours", "2.5"], "5000.00"), .total(family + ["--hours", "2,5"], "5000.00"),
        .total(family + ["--hours", "3"], "6000.00"),
        // A plausible range: 1000 hours needs --confirm-unusual; beyond 10.000 is refused.
        .refused(family + ["--hours", "1000"], "--confirm-unusual"),
        .total(family + ["--hours", "1000", "--confirm-unusual"], "2000000.00"),
        .refused(family + ["--hours", "20000", "--confirm-unusual"], "10000"),
        .refused(family + ["--hours", "-1"], "--hours"),
        // Counts and months take whole numbers only, the same everywhere; `d.ddd` names both readings.
        .ambiguous(labor + ["--agreed", "5000", "--mediators", "1.000"], 1, or: 1000),
        .ambiguous(labor + ["--agreed", "5000", "--mediators", "2,000"], 2, or: 2000),
        .refused(labor + ["--agreed", "5000", "--mediators", "1.5"], "--mediators"),
        .refused(labor + ["--agreed", "5000", "--mediators", "50"], "--confirm-unusual"),
        .total(labor + ["--agreed", "1000000", "--mediators", "2"], "84000.00"),
        .ambiguous(labor + ["--agreed", "5000", "--parties", "1.000"], 1, or: 1000),
        .refused(labor + ["--agreed", "5000", "--parties", "500"], "--confirm-unusual"),
        .total(labor + ["--no-agreement", "--hours", "3", "--parties", "4"], "7380.00"),
        .ambiguous(labor + ["--series", "1.000"], 1, or: 1000),
        .ambiguous(labor + ["--series", "12.000"], 12, or: 12000),
        .total(labor + ["--series", "12"], "72000.00"),
        .ambiguous(wage + ["--compensation-months", "4.000"], 4, or: 4000),
        .ambiguous(wage + ["--compensation-months", "4", "--idle-months", "1.000"], 1, or: 1000),
        .total(wage + ["--compensation-months", "4", "--idle-months", "2"], "14400.00"),
        .refused(labor + ["--agreed", "5000", "--year", "2.026"], "--year"),
        // Percentages: 33.333 can only be 33,333 percent; 50.000 only 50.
        .total(labor + ["--agreed", "600000", "--parties", "3", "--split", "33.333/33.333/33.334"], "36000.00"),
        .total(labor + ["--agreed", "600000", "--split", "50.000/50"], "36000.00"),
        .refused(labor + ["--agreed", "600000", "--split", "50/5o"], "--split"),
        // Money keeps its one strict (Turkish) reading in every language; a leading zero group is refused.
        .total(labor + ["--agreed", "1.000.000"], "56000.00"), .total(labor + ["--agreed", "1000000.50"], "56000.03"),
        .refused(labor + ["--agreed", "00.500"], "0,500"), .refused(labor + ["--agreed", "0.500"], "0,500"),
        .total(["attorney", "--year", "2026", "--no-agreement", "--claim", "6.000"], "6000.00"),
        .total(["attorney", "--year", "2026", "--agreed", "2.000.000"], "372500.00"),
        .total(["attorney", "--year", "2026", "--tenancy-claim", "350.000"], "56000.00"),
        // SMM amounts and the KDV withholding fraction, the same in every language.
        .total(["smm", "--gross", "10.000", "--payer", "company"], "10000.00", key: "gross"),
        .total(["smm", "--vat-included", "12.000", "--payer", "company"], "10000.00", key: "gross"),
        .total(["smm", "--net", "8.000", "--payer", "company"], "10000.00", key: "gross"),
        .total(
            ["smm", "--gross", "20000", "--vat-withholding", "5/10", "--payer", "company"], "2000.00",
            key: "vatWithholding"),
        // Years are whole numbers: 2.026 is refused in every language.
        .refused(["tariff", "--year", "2.026"], "--year"),
        .refused(["smm", "--gross", "1", "--payer", "company", "--year", "2,026"], "--year"),
    ]

    @Test(arguments: languages)
    func everyNumericOptionReadsTheSame(_ language: Language) async {
        for item in Self.cases {
            let arguments = language.flag + item.arguments + ["--json"]
            let run = await denklem.run(arguments, language: language.lang)
            expectEqual(run.exitCode, item.status, "\(arguments) \(run.standardError)")
            if let total = item.total {
                expectEqual(run.json[item.key] as? String, total, "\(arguments)")
            } else if let message = item.expectedMessage(in: language.language) {
                #expect(run.standardError.contains(message), "\(arguments) \(run.standardError)")
            } else {
                #expect(run.standardError.contains(item.fragment), "\(arguments) \(run.standardError)")
            }
        }
    }

    /// The text names both readings in the user's own decimal notation.
    @Test func ambiguousHoursNameBothReadings() async {
        let turkish = await denklem.run(["--lang", "tr"] + Self.family + ["--hours", "2.333"])
        #expect(turkish.standardError.contains("2,333 mi, 2333 mü?"), "\(turkish.standardError)")
        let english = await denklem.run(["--lang", "en"] + Self.family + ["--hours", "1.000"])
        #expect(english.standardError.contains("has two readings: 1 or 1000?"), "\(english.standardError)")
    }
}
