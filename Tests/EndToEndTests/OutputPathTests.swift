import CLIKitTesting
import Expectations
import Foundation
import PosixKit
import Testing

/// The built tools write user-given output paths through CLIKit's `OutputFile`: devices stay devices, links stay
/// links, another user's file keeps its owner and mode, write errors are exit 74 with nothing on standard output.
@Suite struct OutputPathTests {
    private let directory: String
    private let environment: [String: String]

    init() throws {
        directory = NSTemporaryDirectory() + "e2e-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        environment = ["LANG": "C", "DENIZROTA_DB": directory + "/db.sqlite"]
    }

    private func fileType(_ path: String) -> FileStatus.Kind? {
        try? FileStatus(path: path).kind
    }

    private static let smm = ["smm", "--payer", "company", "--gross", "100"]

    @Test func pdfToDevNullLeavesTheDevice() throws {
        let run = try ToolRunner.run("denklem", Self.smm + ["--pdf", "/dev/null"])
        expectEqual(run.status, 0)
        expectEqual(fileType("/dev/null"), .characterDevice)
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func pdfToDevFullIsAnIOErrorWithNothingOnStandardOutput() throws {
        let run = try ToolRunner.run("denklem", Self.smm + ["--pdf", "/dev/full"])
        expectEqual(run.status, 74)
        expectEqual(run.standardOutput, "")
        expectEqual(run.standardError, "denklem: error: could not write /dev/full: no space left on the device\n")
        expectEqual(fileType("/dev/full"), .characterDevice)
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func pdfToADirectoryIsRefused() throws {
        let run = try ToolRunner.run("denklem", Self.smm + ["--pdf", directory], environment: ["LANG": "de_DE.UTF-8"])
        expectEqual(run.status, 73)
        expectEqual(run.standardOutput, "")
        #expect(run.standardError.contains("\(directory) ist ein Ordner"))
        #expect((try FileManager.default.contentsOfDirectory(atPath: directory)).isEmpty)
        try FileManager.default.removeItem(atPath: directory)
    }

    /// A write that fails half-way (the file size limit: `write(2)` returns EFBIG once SIGXFSZ is ignored) leaves the
    /// old file as it was and no temporary file beside it.
    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        let target = directory + "/report.pdf"
        try Data("old report".utf8).write(to: URL(fileURLWithPath: target))
        try FilePaths.setPermissions(target, 0o640)
        let denklem = try ToolRunner.binary(named: "denklem").path
        let script = "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\""
        let run = try ToolRunner.run(
            "/bin/bash", ["-c", script, denklem] + Self.smm + ["--pdf", target])
        expectEqual(run.status, 74)
        expectEqual(run.standardOutput, "")
        expectEqual(
            run.standardError,
            "denklem: error: could not write \(target) (system error \(POSIXErrorCode.EFBIG.rawValue))\n")
        expectEqual(FileManager.default.contents(atPath: target), Data("old report".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.pdf"])
        try FileManager.default.removeItem(atPath: directory)
    }

    private func makeRoute() throws {
        #expect(try ToolRunner.run("denizrota", ["route", "new", "Kos"], environment: environment).status == 0)
        for (latitude, longitude, name) in [("36.9", "27.3", "Kos"), ("36.7", "27.4", "Nisyros")] {
            let add = ["route", "add", "Kos", latitude, longitude, "--name", name]
            #expect(try ToolRunner.run("denizrota", add, environment: environment).status == 0)
        }
    }

    @Test func routeExportFollowsALinkAndKeepsAnotherUsersFile() throws {
        try makeRoute()
        let target = directory + "/theirs.gpx"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        if ProcessIdentity.effectiveUserID == 0 { try FilePaths.changeOwner(target, userID: 65534, groupID: 65534) }
        try FilePaths.setPermissions(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.gpx", withDestinationPath: "theirs.gpx")
        let run = try ToolRunner.run(
            "denizrota", ["route", "export", "Kos", "-o", directory + "/link.gpx"], environment: environment)
        expectEqual(run.status, 0)
        expectEqual(fileType(directory + "/link.gpx"), .symbolicLink)
        let status = try FileStatus(path: target)
        expectEqual(status.permissions, 0o600)
        if ProcessIdentity.effectiveUserID == 0 { expectEqual(status.ownerID, 65534) }
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<rtept lat=\"36.9\""))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix("db.sqlite") }
        expectEqual(files.sorted(), ["link.gpx", "theirs.gpx"])
        try FileManager.default.removeItem(atPath: directory)
    }

    @Test func routeExportDashIsStandardOutputOnly() throws {
        try makeRoute()
        let run = try ToolRunner.run("denizrota", ["route", "export", "Kos", "-o", "-"], environment: environment)
        expectEqual(run.status, 0)
        #expect(run.standardOutput.hasPrefix("<?xml"))
        #expect(run.standardOutput.hasSuffix("</gpx>\n"))
        try FileManager.default.removeItem(atPath: directory)
    }
}
