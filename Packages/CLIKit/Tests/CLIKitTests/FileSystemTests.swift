import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// Commands read and write files by path through `ToolEnvironment.fileSystem`: the live one (`LiveFileSystem`,
/// writing through `OutputFile`) or CLIKitTesting's in-memory double.
@Suite struct FileSystemTests {
    static let output = Option<String>("output", short: "o", valueName: "v", help: "h")
    static let input = Positional<String>(valueName: "FILE", help: "h")

    /// `t copy FILE -o OUT`: reads FILE and writes it upper-cased to OUT.
    static let tool = Tool(
        root: Command(
            name: "t", summary: "t",
            subcommands: [
                Command(name: "copy", summary: "s", options: [output], positionals: [input.spec]) { context in
                    let path = context.arguments[input] ?? ""
                    guard let bytes = context.fileSystem.contents(atPath: path) else {
                        throw CommandError(.noInput, key: "t.missing", path)
                    }
                    let text = String(decoding: bytes, as: UTF8.self).uppercased()
                    try context.writeOutputFile(text, to: context.arguments[output] ?? "-")
                    return .success
                }
            ]), version: "1", catalogs: [])

    @Test func commandReadsAndWritesTheInMemoryFileSystem() async {
        let files = InMemoryFileSystem(files: ["/in/a.txt": Array("grüß\n".utf8)], folders: ["/out"])
        var harness = ToolHarness(Self.tool)
        harness.fileSystem = files
        let run = await harness.run(["copy", "/in/a.txt", "-o", "/out/b.txt"])
        expectEqual(run.exitCode, .success, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        expectEqual(files.text(atPath: "/out/b.txt"), "GRÜSS\n")
        expectEqual(files.paths, ["/in/a.txt", "/out/b.txt"])
        #expect(!FileManager.default.fileExists(atPath: "/out/b.txt"))
    }

    @Test func dashIsStandardOutputAndAFolderIsRefused() async {
        var harness = ToolHarness(Self.tool)
        harness.fileSystem = InMemoryFileSystem(files: ["a": Array("x".utf8)], folders: ["/out"])
        #expect(await harness.run(["copy", "a", "-o", "-"]).standardOutput == "X")
        let folder = await harness.run(["copy", "a", "-o", "/out"])
        expectEqual(folder.exitCode, .cannotCreate)
        #expect(folder.standardError.hasPrefix("t: error: /out is a directory"), "\(folder.standardError)")
        #expect(await harness.run(["copy", "missing"]).exitCode == .noInput)
    }

    /// A file the user names is read only up to a limit (issue 31: fonts and config files were read unbounded):
    /// the protocol's default through the in-memory double; over the limit it is refused naming path and limit.
    @Test(arguments: [
        ("/in/a.txt", 3, Result<[UInt8], InputFileError>.success(Array("abc".utf8))),
        ("/in/a.txt", 2, .failure(.tooLarge(path: "/in/a.txt", limit: 2))),
        ("/in/none", 9, .failure(.cannotOpen(path: "/in/none"))),
    ])
    func boundedReadRefusesOverTheLimit(path: String, limit: Int, expected: Result<[UInt8], InputFileError>) {
        let files = InMemoryFileSystem(files: ["/in/a.txt": Array("abc".utf8)])
        let read = Result { () throws(InputFileError) in try files.contents(atPath: path, maximumBytes: limit) }
        expectEqual(read, expected)
    }

    @Test func liveFileSystemReadsSizesAndWritesRealFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("f.txt").path
        let files = LiveFileSystem()
        #expect(!files.fileExists(atPath: path) && files.size(ofFileAtPath: path) == nil)
        try files.writeFile(Array("abc".utf8), to: path, newFileMode: 0o600, standardOutput: BufferedOutput())
        #expect(files.fileExists(atPath: path))
        expectEqual(files.size(ofFileAtPath: path), 3)
        expectEqual(files.contents(atPath: path), Array("abc".utf8))
        #expect(files.contents(atPath: folder.appendingPathComponent("none").path) == nil)
    }
}
