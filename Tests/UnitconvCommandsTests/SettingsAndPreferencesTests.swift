import CLIKit
import CLIKitTesting
import Testing

/// Issue 32, items 9 and 10: a quantity without a target takes the region's preferred unit (CLDR), and settings
/// kept with `unitconv config` apply until an option says otherwise.
@Suite struct SettingsAndPreferencesTests {
    /// One step: the arguments, the locale, the standard output and the exit code expected.
    static let steps: [(arguments: [String], locale: String, output: String, code: ExitCode)] = [
        (["5", "km"], "en_US.UTF-8", "3.10685596 mi\n", .success),
        (["5", "km"], "de_DE.UTF-8", "3,10685596 mi\n", .success),
        (["--for", "road", "300", "m"], "en_GB.UTF-8", "328.0839895 yd\n", .success),
        (["--for", "person-height", "175", "cm"], "tr_TR.UTF-8", "1 m 75 cm\n", .success),
        (["--for", "cooking", "5", "km"], "C", "", .dataError),
        (["config", "set", "precision", "2"], "C", "", .success),
        (["1", "mi", "km"], "C", "1.61 km\n", .success),
        (["-p", "4", "1", "mi", "km"], "C", "1.6093 km\n", .success),
        (["config", "set", "digits", "3"], "C", "", .success),
        (["config", "get", "precision"], "C", "", .failure),
        (["config", "set", "language", "de"], "C", "", .success),
        (["config", "set", "long", "true"], "C", "", .success),
        (["1", "mi", "km"], "C", "1,61 Kilometer\n", .success),
        (["--lang", "en", "1", "mi", "km"], "C", "1.61 kilometers\n", .success),
        (["config", "set", "precision", "99"], "C", "", .usage),
        (["config", "unset", "language"], "C", "", .success),
        (["config", "list"], "C", "digits = 3\nlong = true\n", .success),
    ]

    @Test func settingsPersistAndOptionsWin() async {
        let harness = ToolHarness.unitconv()
        for step in Self.steps {
            let run = await harness.run(["--no-history"] + step.arguments, variables: ["LANG": step.locale])
            #expect(run.standardOutput == step.output && run.exitCode == step.code, "\(step): \(run.standardError)")
        }
    }
}
