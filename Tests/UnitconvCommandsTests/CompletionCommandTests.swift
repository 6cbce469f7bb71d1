import CLIKit
import CLIKitTesting
import Testing

@testable import UnitconvCommands

/// Issue 32, item 14: shell completion offers unit names, in the user's language.
@Suite struct CompletionCommandTests {
    @Test func unitsCompleteFromTheTable() async {
        let run = await ToolHarness(UnitconvTool.tool, variables: ["LANG": "C"]).run(["__complete", "units"])
        #expect(run.exitCode == .success)
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
    }
}
