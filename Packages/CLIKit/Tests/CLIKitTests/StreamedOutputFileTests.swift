import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `OutputFile.write(standardOutput:producing:)`: the pieces arrive in order wherever the path points, and a regular
/// file is replaced only once the producer has returned.
@Suite struct StreamedOutputFileTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "streamed-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    struct Stopped: Error, Equatable {}

    /// 300 pieces of 1,000 bytes: the file holds them in order, and no temporary file is left.
    @Test func piecesMakeTheFile() throws {
        let path = folder + "/route.gpx"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let pieces = (0..<300).map { [UInt8](repeating: UInt8(ascii: "a") + UInt8($0 % 26), count: 1_000) }
        try OutputFile(path: path).write(standardOutput: BufferedOutput()) { write in
            for piece in pieces { try write(piece) }
        }
        expectEqual(FileManager.default.contents(atPath: path), Data(pieces.joined()))
        expectEqual(entries(), ["route.gpx"])
        try FileManager.default.removeItem(atPath: folder)
    }

    /// The producer fails half-way: its error reaches the caller, the old file is untouched, no temporary is left.
    @Test func failingProducerLeavesTheOldFile() throws {
        let path = folder + "/route.gpx"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: Stopped()) {
            try OutputFile(path: path).write(standardOutput: BufferedOutput()) { write in
                try write(Array("new".utf8))
                throw Stopped()
            }
        }
        expectEqual(FileManager.default.contents(atPath: path), Data("old".utf8))
        expectEqual(entries(), ["route.gpx"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func standardOutputAndDevicesGetEachPiece() throws {
        let output = BufferedOutput()
        try OutputFile(path: "-").write(standardOutput: output) { write in
            try write(Array("one ".utf8))
            expectEqual(output.text, "one ")
            try write(Array("two".utf8))
        }
        expectEqual(output.text, "one two")
        try OutputFile(path: "/dev/null").write(standardOutput: output) { write in try write(Array("x".utf8)) }
        #expect(throws: OutputFileError.writeFailed(path: "/dev/full", code: POSIXErrorCode.ENOSPC.rawValue)) {
            try OutputFile(path: "/dev/full").write(standardOutput: output) { write in try write(Array("x".utf8)) }
        }
        #expect(throws: OutputFileError.isDirectory(path: folder)) {
            try OutputFile(path: folder).write(standardOutput: output) { write in try write(Array("x".utf8)) }
        }
        try FileManager.default.removeItem(atPath: folder)
    }

    /// Through a command: the live file system streams, the in-memory one collects the pieces into one file.
    @Test func commandsWritePiecesThroughEitherFileSystem() async throws {
        let target = Option<String>("output", short: "o", valueName: "v", help: "h")
        let command = Command(name: "put", summary: "s", options: [target]) { context in
            try context.writeOutputFile(to: context.arguments[target] ?? "-") { write in
                for line in ["<gpx>\n", "  <rte/>\n", "</gpx>\n"] { try write(line) }
            }
            return .success
        }
        let tool = Tool(root: Command(name: "t", summary: "t", subcommands: [command]), version: "1", catalogs: [])
        let live = ToolHarness(tool)
        let path = folder + "/out.gpx"
        #expect(await live.run(["put", "-o", path]).exitCode == .success)
        expectEqual(FileManager.default.contents(atPath: path), Data("<gpx>\n  <rte/>\n</gpx>\n".utf8))
        var inMemory = ToolHarness(tool)
        let files = InMemoryFileSystem(files: [:], folders: ["/virtual"])
        inMemory.fileSystem = files
        #expect(await inMemory.run(["put", "-o", "/virtual/out.gpx"]).exitCode == .success)
        expectEqual(files.text(atPath: "/virtual/out.gpx"), "<gpx>\n  <rte/>\n</gpx>\n")
        #expect(await inMemory.run(["put"]).standardOutput == "<gpx>\n  <rte/>\n</gpx>\n")
        try FileManager.default.removeItem(atPath: folder)
    }
}
