import CLIKit
import CLIKitTesting
import DenklemCommands
import Expectations
import Foundation
import Testing

/// `denklem config`: the mediator's settings, typed once, used by every PDF; options still win (issue 31).
@Suite struct ConfigCommandTests {
    static func harness() -> ToolHarness {
        var harness = ToolHarness(DenklemTool.tool, now: { fixedNow })
        harness.variables["XDG_CONFIG_HOME"] = harness.directory.appendingPathComponent("config").path
        return harness
    }

    @Test func setGetListUnset() async throws {
        let denklem = Self.harness()
        #expect(await denklem.run(["config", "set", "mediator.name", "Av. Ayşe Yılmaz"]).exitCode == .success)
        #expect(await denklem.run(["config", "set", "pdf.paper", "letter"]).exitCode == .success)
        #expect(await denklem.run(["config", "get", "mediator.name"]).standardOutput == "Av. Ayşe Yılmaz\n")
        let list = await denklem.run(["config", "list"])
        expectEqual(list.standardOutput, "mediator.name = Av. Ayşe Yılmaz\npdf.paper = letter\n")
        let file = denklem.directory.appendingPathComponent("config/denklem/config").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("mediator.name = \"Av. Ayşe Yılmaz\"\n"))
        #expect(await denklem.run(["config", "unset", "pdf.paper"]).exitCode == .success)
        #expect(await denklem.run(["config", "get", "pdf.paper"]).exitCode == .failure)
        #expect(await denklem.run(["config", "set", "pdf.paper", "a3"]).exitCode == .usage)
        #expect(await denklem.run(["config", "set", "mediator.nam", "x"]).exitCode == .usage)
        // A file an earlier denklem wrote (comment, bare value, unknown key) reads as it is through CLIKit's
        // ToolSettings; a value its key does not take is refused naming the file (issue 35).
        try "# old\nmediator.name = Eski Ad\nfuture.key = \"x\"\npdf.paper = A5\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        expectEqual(await denklem.run(["config", "get", "mediator.name"]).standardOutput, "Eski Ad\n")
        expectEqual(await denklem.run(["config", "get", "pdf.paper"]).exitCode, .dataError)
    }

    @Test func settingsReachThePDFAndOptionsWin() async throws {
        let denklem = Self.harness()
        _ = await denklem.run(["config", "set", "mediator.name", "Ayşe Yılmaz"])
        _ = await denklem.run(["config", "set", "mediator.sicil", "12345"])
        _ = await denklem.run(["config", "set", "pdf.paper", "letter"])
        let pdf = denklem.directory.appendingPathComponent("fee.pdf").path
        let run = await denklem.run(["fee", "--type", "labor", "--agreed", "100000", "--pdf", pdf])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        let text = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", pdf, "-"]).standardOutput
        #expect(text.contains("Ayşe Yılmaz"))
        #expect(text.contains("12345"))
        let info = try ToolRunner.run("/usr/bin/pdfinfo", [pdf]).standardOutput
        #expect(info.contains("(letter)"))
        let override = await denklem.run([
            "fee", "--type", "labor", "--agreed", "100000", "--pdf", pdf, "--mediator", "Deniz Kaya", "--paper", "a4",
        ])
        expectEqual(override.exitCode, .success)
        let second = try ToolRunner.run("/usr/bin/pdftotext", ["-enc", "UTF-8", pdf, "-"]).standardOutput
        #expect(second.contains("Deniz Kaya") && !second.contains("Ayşe Yılmaz"))
        #expect(try ToolRunner.run("/usr/bin/pdfinfo", [pdf]).standardOutput.contains("(A4)"))
    }
}
