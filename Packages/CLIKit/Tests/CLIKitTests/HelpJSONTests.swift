import Expectations
import Foundation
import Localization
import Testing

@testable import CLIKit

/// `--help --json`: the command model behind `--help` (Docs/json.md §Help), for every command, in the run's
/// language, exit 0.
@Suite struct HelpJSONTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func leafCommandListsItsArgumentsOptionsAndExamples() async throws {
        let run = await demo.run(["route", "add", "--help", "--json"])
        #expect(run.exitCode == .success && run.standardError == "")
        let help = try Self.object(run.standardOutput)
        #expect(help["tool"] as? String == "demo" && help["version"] as? String == "1.2.3")
        #expect(help["command"] as? [String] == ["route", "add"] && help["schemaVersion"] as? Int == 1)
        #expect(help["summary"] as? String == "Add a route" && help["runnable"] as? Bool == true)
        let arguments = try #require(help["arguments"] as? [[String: Any]])
        #expect(arguments.map { $0["valueName"] as? String } == ["NAME"])
        #expect(arguments.first?["required"] as? Bool == true && arguments.first?["variadic"] as? Bool == false)
        let options = try #require(help["options"] as? [[String: Any]])
        let byName = Dictionary(
            uniqueKeysWithValues: options.compactMap { o in (o["name"] as? String).map { ($0, o) } })
        #expect(byName["--speed"]?["short"] as? String == "-s" && byName["--speed"]?["defaultValue"] as? String == "5")
        expectEqual(byName["--speed"]?["valueName"] as? String, "KN")
        expectEqual(byName["--unit"]?["choices"] as? [String], ["m", "nm"])
        #expect(byName["--lat"]?["required"] as? Bool == true && byName["--tag"]?["repeatable"] as? Bool == true)
        #expect(byName["--verbose"]?["valueName"] == nil)
        let globals = try #require(help["globalOptions"] as? [[String: Any]])
        #expect(globals.map { $0["name"] as? String } == ["--help", "--version", "--json", "--lang"])
        let examples = try #require(help["examples"] as? [[String: Any]])
        expectEqual(examples.first?["commandLine"] as? String, "demo route add Bodrum --lat 37.03 --lon 27.43")
        expectEqual(examples.first?["explanation"] as? String, "Adds a route to Bodrum")
    }

    /// The same model whichever way help is asked for; a group lists its subcommands and is not runnable.
    @Test func groupAndHelpCommandAndLanguage() async throws {
        let group = try Self.object(await demo.run(["route", "--json", "--help"]).standardOutput)
        expectEqual(group["runnable"] as? Bool, false)
        let subcommands = try #require(group["subcommands"] as? [[String: Any]])
        #expect(subcommands.contains { $0["name"] as? String == "add" && $0["summary"] as? String == "Add a route" })
        let viaHelp = await demo.run(["help", "route", "add", "--json"]).standardOutput
        #expect(viaHelp == (await demo.run(["route", "add", "--help", "--json"])).standardOutput)
        let root = try Self.object(await demo.run(["-h", "--json"]).standardOutput)
        expectEqual(root["command"] as? [String], [])
        let turkish = try Self.object(await demo.run(["--help", "--json", "--lang", "tr"]).standardOutput)
        let globals = try #require(turkish["globalOptions"] as? [[String: Any]])
        let english = "Show this help and exit"
        #expect(globals.first?["help"] as? String != english && globals.first?["help"] as? String != nil)
    }

    /// Plain `--help` is unchanged text.
    @Test func withoutJSONItIsText() async {
        #expect(await demo.run(["route", "add", "--help"]).standardOutput.hasPrefix("demo route add — Add a route"))
    }
}
