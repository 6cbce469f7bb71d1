import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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

    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
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

    @Test(.enabled(if: geteuid() == 0, "chown to another user needs root"))
    func replacedFileKeepsItsModeAndOwner() throws {
        let path = folder + "/theirs.pdf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        expectEqual(chown(path, 65534, 65534), 0)
        expectEqual(chmod(path, 0o600), 0)
        try write("new", to: path)
        var status = stat()
        expectEqual(stat(path, &status), 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
        expectEqual(status.st_mode & 0o7777, 0o600)
        expectEqual(contents(path), "new")
        expectEqual(entries(), ["theirs.pdf"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func symbolicLinkIsFollowedAndKept() throws {
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/real/target.svg"))
        expectEqual(chmod(folder + "/real/target.svg", 0o640), 0)
        expectEqual(symlink("real/target.svg", folder + "/link.svg"), 0)
        expectEqual(symlink("real/missing.svg", folder + "/dangling.svg"), 0)
        try write("<svg/>", to: folder + "/link.svg")
        try write("<svg>new</svg>", to: folder + "/dangling.svg")
        expectEqual(fileType(folder + "/link.svg"), S_IFLNK)
        expectEqual(contents(folder + "/real/target.svg"), "<svg/>")
        expectEqual(contents(folder + "/real/missing.svg"), "<svg>new</svg>")
        var status = stat()
        #expect(stat(folder + "/real/target.svg", &status) == 0 && status.st_mode & 0o7777 == 0o640)
        expectEqual(entries(), ["dangling.svg", "link.svg", "real"])
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func fifoIsWrittenThrough() throws {
        let path = folder + "/pipe"
        expectEqual(mkfifo(path, 0o600), 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try write("through the pipe", to: path)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        expectEqual(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self), "through the pipe")
        expectEqual(fileType(path), S_IFIFO)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func devNullStaysADevice() throws {
        try write(String(repeating: "x", count: 40_000), to: "/dev/null")
        expectEqual(fileType("/dev/null"), S_IFCHR)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func devFullIsAnIOError() throws {
        #expect(throws: OutputFileError.writeFailed(path: "/dev/full", code: ENOSPC)) {
            try write("x", to: "/dev/full")
        }
        expectEqual(OutputFileError.writeFailed(path: "/dev/full", code: ENOSPC).exitCode, .ioError)
        expectEqual(fileType("/dev/full"), S_IFCHR)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func directoryIsRefusedAndLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: false)
        expectEqual(symlink("reports", folder + "/to-reports"), 0)
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
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        expectEqual(bound, 0)
        #expect(throws: OutputFileError.unsupportedFileType(path: path)) { try write("x", to: path) }
        expectEqual(fileType(path), S_IFSOCK)
        try FileManager.default.removeItem(atPath: folder)
    }

    @Test func missingFolderCannotBeCreated() throws {
        let path = folder + "/no/such/file.pdf"
        #expect(throws: OutputFileError.cannotCreate(path: path, code: ENOENT)) { try write("x", to: path) }
        #expect(throws: OutputFileError.cannotCreate(path: "", code: ENOENT)) { try write("x", to: "") }
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
