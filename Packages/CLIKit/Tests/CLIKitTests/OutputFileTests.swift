import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import PosixKit
import Testing

/// `OutputFile` against what can be at a path: new files, regular files of another owner, symbolic links, FIFOs,
/// devices, directories, sockets and `-`.
@Suite struct OutputFileTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "output-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func fileType(_ path: String) -> FileStatus.Kind? {
        try? FileStatus(path: path).kind
    }

    private func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func write(_ text: String, to path: String) throws(OutputFileError) {
        try OutputFile(path: path).write(text, standardOutput: BufferedOutput())
    }

    @Test func newFileIsCreatedWithNoTemporaryLeft() throws {
        try write("one\n", to: folder + "/new.gpx")
        expectEqual(contents(folder + "/new.gpx"), "one\n")
        expectEqual(entries(), ["new.gpx"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test(.enabled(if: ProcessIdentity.effectiveUserID == 0, "chown to another user needs root"))
    func replacedFileKeepsItsModeAndOwner() throws {
        let path = folder + "/theirs.pdf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FilePaths.changeOwner(path, userID: 65534, groupID: 65534)
        try FilePaths.setPermissions(path, 0o600)
        try write("new", to: path)
        let status = try FileStatus(path: path)
        #expect(status.ownerID == 65534 && status.groupID == 65534)
        expectEqual(status.permissions, 0o600)
        expectEqual(contents(path), "new")
        expectEqual(entries(), ["theirs.pdf"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func symbolicLinkIsFollowedAndKept() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/real/target.svg"))
        try FilePaths.setPermissions(folder + "/real/target.svg", 0o640)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.svg", withDestinationPath: "real/target.svg")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/dangling.svg", withDestinationPath: "real/missing.svg")
        try write("<svg/>", to: folder + "/link.svg")
        try write("<svg>new</svg>", to: folder + "/dangling.svg")
        expectEqual(fileType(folder + "/link.svg"), .symbolicLink)
        expectEqual(contents(folder + "/real/target.svg"), "<svg/>")
        expectEqual(contents(folder + "/real/missing.svg"), "<svg>new</svg>")
        expectEqual(try FileStatus(path: folder + "/real/target.svg").permissions, 0o640)
        expectEqual(entries(), ["dangling.svg", "link.svg", "real"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func fifoIsWrittenThrough() throws {
        let path = folder + "/pipe"
        try FilePaths.makeFIFO(path, permissions: 0o600)
        let reader = try Descriptor.openForReading(path, nonBlocking: true)
        defer { Descriptor.close(reader) }
        try write("through the pipe", to: path)
        var buffer = [UInt8](repeating: 0, count: 64)
        let read = buffer.withUnsafeMutableBytes { Descriptor.read(reader, into: $0) }
        expectEqual(read, .bytes(16))
        expectEqual(String(decoding: buffer.prefix(16), as: UTF8.self), "through the pipe")
        expectEqual(fileType(path), .fifo)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func devNullStaysADevice() throws {
        try write(String(repeating: "x", count: 40_000), to: "/dev/null")
        expectEqual(fileType("/dev/null"), .characterDevice)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func devFullIsAnIOError() throws {
        #expect(throws: OutputFileError.writeFailed(path: "/dev/full", code: SystemErrorCode.noSpace.rawValue)) {
            try write("x", to: "/dev/full")
        }
        expectEqual(
            OutputFileError.writeFailed(path: "/dev/full", code: SystemErrorCode.noSpace.rawValue).exitCode, .ioError)
        expectEqual(fileType("/dev/full"), .characterDevice)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func directoryIsRefusedAndLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/to-reports", withDestinationPath: "reports")
        for path in [folder + "/reports", folder + "/to-reports"] {
            #expect(throws: OutputFileError.isDirectory(path: path)) { try write("x", to: path) }
        }
        expectEqual(OutputFileError.isDirectory(path: "").exitCode, .cannotCreate)
        expectEqual(entries(), ["reports", "to-reports"])
        expectEqual((try? FileManager.default.contentsOfDirectory(atPath: folder + "/reports")), [])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func socketIsRefused() throws {
        let path = folder + "/s"
        let descriptor = try UnixSocket.listen(path: path)
        defer { Descriptor.close(descriptor) }
        #expect(throws: OutputFileError.unsupportedFileType(path: path)) { try write("x", to: path) }
        expectEqual(fileType(path), .socket)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func missingFolderCannotBeCreated() throws {
        let path = folder + "/no/such/file.pdf"
        #expect(throws: OutputFileError.cannotCreate(path: path, code: SystemErrorCode.noSuchFile.rawValue)) {
            try write("x", to: path)
        }
        #expect(throws: OutputFileError.cannotCreate(path: "", code: SystemErrorCode.noSuchFile.rawValue)) {
            try write("x", to: "")
        }
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test(arguments: ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
    func dashIsStandardOutputByteForByte(path: String) throws {
        let output = BufferedOutput()
        let bytes: [UInt8] = [0x25, 0x50, 0x44, 0x46, 0xFF, 0x00, 0xE2, 0x0A]
        try OutputFile(path: path).write(bytes, standardOutput: output)
        expectEqual(output.bytes, bytes)
        #expect(OutputFile(path: path).isStandardOutput)
        #expect(!OutputFile(path: "./-").isStandardOutput)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func commandsReportFailuresLocalizedWithTheirExitCode() async throws {
        let target = Option<String>("output", short: "o", valueName: "v", help: "h")
        let command = Command(name: "put", summary: "s", options: [target]) { context in
            try context.writeOutputFile("data\n", to: context.arguments[target] ?? "-")
            return .success
        }
        let tool = Tool(root: Command(name: "t", summary: "t", subcommands: [command]), version: "1", catalogs: [])
        let cases: [(String, String, ExitCode, String)] = [
            ("C", "/dev/full", .ioError, "t: error: could not write /dev/full: no space left on the device"),
            ("tr_TR.UTF-8", folder, .cannotCreate, "t: hata: \(folder) bir klasör; yazılacak bir dosya adı verin"),
            ("ja_JP.UTF-8", folder + "/a/b", .cannotCreate, "t: エラー: \(folder)/a/b を作成できません：フォルダーが存在しません"),
        ]
        for (language, path, code, message) in cases {
            let run = await ToolHarness(tool).run(["put", "-o", path], language: language)
            expectEqual(run.exitCode, code)
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.hasPrefix(message))
        }
        try FileManager.default.removeItem(atPath: folder)
    }
}
