import CLIKitTesting
import Expectations
import Testing

/// `--help`, `--version` and usage errors of the four built binaries.
@Suite struct HelpAndVersionTests {
    static let tools = ["denklem", "unitconv", "denizrota", "denizrotad"]

    /// The first line is the name and version, then the commit the build generated and the data compiled in.
    @Test(arguments: [
        ("denklem", "mediation tariffs: 2024, 2025, 2026"), ("unitconv", "unit preferences: CLDR 48"),
        ("denizrota", "magnetic model: WMM-2025, 2025.0–2030.0"),
        ("denizrotad", "coastline: GSHHG 2.3.7 full resolution, Wessel & Smith, LGPL-3.0, 2017-06-15"),
    ])
    func versionPrintsNameVersionCommitAndData(tool: String, dataLine: String) throws {
        let run = try ToolRunner.run(tool, ["--version"])
        expectEqual(run.status, 0)
        let lines = run.standardOutput.split(separator: "\n")
        let words = lines.first?.split(separator: " ") ?? []
        expectEqual(words.first, Substring(tool))
        #expect(words.count == 2 && words[1].split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(lines.count > 1 && lines[1].wholeMatch(of: /commit: [0-9a-f]{12}(\+dirty)?/) != nil)
        #expect(lines.contains(Substring(dataLine)), "\(run.standardOutput)")
        expectEqual(run.standardError, "")
    }

    @Test(arguments: tools)
    func helpIsEnglishUnderTheCLocale(tool: String) throws {
        let run = try ToolRunner.run(tool, ["--help"], environment: ["LANG": "C"])
        expectEqual(run.status, 0)
        #expect(run.standardOutput.hasPrefix("\(tool) "))
        #expect(run.standardOutput.contains(" — "))
        #expect(run.standardOutput.contains("\nUsage: \(tool) "))
        #expect(run.standardOutput.contains("\n  -h, --help "))
        // A long option without a short form lines up under the others' long forms, also when its label is too
        // long for the column (denizrotad's --gps-timeout and --http-address were two columns left of the rest).
        #expect(!run.standardOutput.split(separator: "\n").contains { $0.hasPrefix("  --") })
        expectEqual(run.standardError, "")
    }

    @Test func denklemHelpIsTurkishUnderATurkishLocale() throws {
        let run = try ToolRunner.run("denklem", ["--help"], environment: ["LANG": "tr_TR.UTF-8"])
        expectEqual(run.status, 0)
        #expect(run.standardOutput.contains("\nGenel seçenekler:\n"))
        #expect(run.standardOutput.contains("\nKullanım: denklem "))
        #expect(run.standardOutput.contains("\n  -h, --help        Bu yardımı göster ve çık\n"))
    }

    @Test func languageFlagBeatsTheEnvironment() throws {
        let run = try ToolRunner.run("denklem", ["--lang", "de", "--help"], environment: ["LC_ALL": "tr_TR.UTF-8"])
        #expect(run.standardOutput.contains("\nAufruf: denklem "))
    }

    @Test(arguments: tools)
    func unknownOptionExits64WithOneLineAndHint(tool: String) throws {
        let run = try ToolRunner.run(tool, ["--hepl"])
        expectEqual(run.status, 64)
        expectEqual(run.standardOutput, "")
        #expect(
            run.standardError
                == "\(tool): error: unknown option '--hepl'; did you mean '--help'?\nTry '\(tool) --help' for more information.\n"
        )
    }

    @Test func unknownOptionMessageIsLocalized() throws {
        let run = try ToolRunner.run("denklem", ["--bogus"], environment: ["LANG": "tr_TR.UTF-8"])
        expectEqual(run.status, 64)
        #expect(
            run.standardError
                == "denklem: hata: bilinmeyen seçenek '--bogus'\nAyrıntılar için 'denklem --help' komutunu deneyin.\n")
    }

    @Test func noColourWhenStandardErrorIsNotATerminal() throws {
        let run = try ToolRunner.run("unitconv", ["--bogus"], environment: ["TERM": "xterm-256color"])
        #expect(!run.standardError.contains("\u{1B}["))
    }
}
