import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `TOOL config set` run many times at once: each is a read-change-write of one file, done under the file's lock.
@Suite struct ToolSettingsTests {
    static let settings = ToolSettings(
        tool: "demo", keys: (0..<24).map { ToolSettings.Key("k\($0)", option: "--k\($0)") })
    static let tool = Tool(
        root: Command(name: "demo", summary: "demo.summary", subcommands: [settings.command()]), version: "1",
        catalogs: [DemoTool.catalogs])

    /// 24 concurrent `config set` of different keys all land.
    ///
    /// On the real file system (an `flock` on `config.lock`) and on the in-memory double (a lock of the process),
    /// every key is in the file afterwards. Without the lock the real
    /// one kept a few of them (each run read the file before another's rename and wrote its own back over it).
    @Test(arguments: [true, false])
    func concurrentSetsAreAllKept(live: Bool) async {
        var configured = ToolHarness(Self.tool, fileSystem: live ? LiveFileSystem() : InMemoryFileSystem())
        configured.variables["XDG_CONFIG_HOME"] = live ? configured.directory.path : "/home/demo/.config"
        let harness = configured
        let codes = await withTaskGroup(of: ExitCode?.self) { group in
            for key in Self.settings.keys {
                group.addTask { await harness.run(["config", "set", key.name, "v-\(key.name)"]).exitCode }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes.allSatisfy { $0 == .success })
        let list = await harness.run(["config", "list"]).standardOutput
        let expected = Set(Self.settings.keys.map { "\($0.name) = v-\($0.name)" })
        expectEqual(Set(list.split(separator: "\n").map(String.init)), expected)
    }
}
