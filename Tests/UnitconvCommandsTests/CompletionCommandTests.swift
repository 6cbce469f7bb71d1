import CLIKit
import CLIKitTesting
import Expectations
import Testing

@testable import UnitconvCommands

/// Issue 32, item 14: shell completion offers unit names, in the user's language.
@Suite struct CompletionCommandTests {
    @Test func unitsCompleteFromTheTable() async {
        let run = await ToolHarness(UnitconvTool.tool, variables: ["LANG": "C"]).run(["__complete", "units"])
        expectEqual(run.exitCode, .success)
        let words = Set(run.standardOutput.split(separator: "\n").map(String.init))
        #expect(words.isSuperset(of: ["length.mile", "mi", "km", "mil", "thou", "°C", "degF", "hL", "ft³"]))
        #expect(!words.contains { $0.contains(" ") || $0.contains("\"") || $0.contains("'") })
        let german = await ToolHarness(UnitconvTool.tool, variables: ["LANG": "C"]).run([
            "--lang", "de", "__complete", "units",
        ])
        #expect(german.standardOutput.split(separator: "\n").contains("seemeilen"))
    }

    @Test func theScriptsAskForThem() async {
        let bash = await ToolHarness(UnitconvTool.tool, variables: ["LANG": "C"]).run([
            "--generate-completion-script", "bash",
        ])
        #expect(bash.standardOutput.contains("__complete units"), "\(bash.standardError)")
        // Every word of the quantity completes units, not only the first; options offer their suggested values.
        #expect(bash.standardOutput.contains("        '|'*) unitconv __complete units 2>/dev/null ;;"))
        #expect(bash.standardOutput.contains("        '|--precision') printf '%s\\n' '0' '1' '2' "))
        #expect(bash.standardOutput.contains("        '|--numbers') printf '%s\\n' 'point' 'comma' 'refuse' ;;"))
        let fish = await ToolHarness(UnitconvTool.tool, variables: ["LANG": "C"]).run([
            "--generate-completion-script", "fish",
        ])
        #expect(fish.standardOutput.contains("-n \"__unitconv_in '' 0 +\" -a '(unitconv __complete units"))
    }
}
