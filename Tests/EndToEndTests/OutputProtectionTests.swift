import CLIKitTesting
import Expectations
import Foundation
import PosixKit
import Testing

/// Output paths in a sticky folder anyone may write, as root against another user's (`nobody`) links and files
/// (issue 28, Medium 3): behave at least as the kernel's `fs.protected_symlinks` / `protected_regular` do for `>`,
/// and private output (`data export`) ends 0600 and the caller's whatever existed before.
///
/// CI runs as root, and `nobody` exists there; as another user the cases that need `chown` are skipped.
@Suite(.enabled(if: ProcessIdentity.effectiveUserID == 0, "needs root to make files of another user"))
struct OutputProtectionTests {
    let root: String
    /// A 1777 folder, like `/tmp`.
    let sticky: String
    /// A 0700 folder of root's: the file a planted link points to.
    let privateFolder: String
    let environment: [String: String]
    static let nobody = ProcessIdentity.userID(named: "nobody") ?? 65534

    init() throws {
        root = "/tmp/outprot-\(UUID().uuidString.prefix(8))"
        sticky = root + "/shared"
        privateFolder = root + "/private"
        for folder in [root, sticky, privateFolder] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try FilePaths.setPermissions(sticky, 0o1777)
        try FilePaths.setPermissions(privateFolder, 0o700)
        environment = ["LANG": "C", "DENIZROTA_DB": root + "/db.sqlite", "HOME": root]
    }

    /// The commands that write an output file, with `PATH` where the output goes.
    static let writers: [[String]] = [
        ["data", "export", "PATH"], ["route", "export", "R", "-o", "PATH"],
    ]

    func run(_ command: [String], output: String) throws -> ToolRun {
        if command.contains("R") {
            #expect(try ToolRunner.run("denizrota", ["route", "new", "R"], environment: environment).status == 0)
            for (latitude, longitude) in [("36.9", "27.3"), ("36.7", "27.4")] {
                let add = ["route", "add", "R", latitude, longitude]
                #expect(try ToolRunner.run("denizrota", add, environment: environment).status == 0)
            }
        }
        let arguments = command.map { $0 == "PATH" ? output : $0 }
        return try ToolRunner.run("denizrota", arguments, environment: environment, timeLimit: 60)
    }

    func owner(_ path: String) -> (uid: UInt32, mode: UInt32)? {
        guard let status = try? FileStatus(path: path) else { return nil }
        return (status.ownerID, status.permissions)
    }

    @Test("another user's link to a root-only file is not followed", arguments: writers)
    func plantedLink(command: [String]) throws {
        let secret = privateFolder + "/shadow"
        try "root only\n".write(toFile: secret, atomically: false, encoding: .utf8)
        let link = sticky + "/out"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
        try FilePaths.changeOwner(link, userID: Self.nobody, groupID: Self.nobody, followingLink: false)
        let run = try run(command, output: link)
        expectEqual(run.status, 73, "\(run.standardError)")
        #expect(run.standardError.contains("is a symbolic link of another user"), "\(run.standardError)")
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "root only\n")
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test("another user's dangling link does not make root create its target", arguments: writers)
    func danglingLink(command: [String]) throws {
        let target = privateFolder + "/created"
        let link = sticky + "/out"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try FilePaths.changeOwner(link, userID: Self.nobody, groupID: Self.nobody, followingLink: false)
        let run = try run(command, output: link)
        expectEqual(run.status, 73, "\(run.standardError)")
        #expect(owner(target) == nil)
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test("another user's file in the sticky folder is not written into", arguments: writers)
    func foreignFile(command: [String]) throws {
        let file = sticky + "/out"
        try "theirs\n".write(toFile: file, atomically: false, encoding: .utf8)
        try FilePaths.changeOwner(file, userID: Self.nobody, groupID: Self.nobody)
        let run = try run(command, output: file)
        expectEqual(run.status, 73, "\(run.standardError)")
        #expect(run.standardError.contains("belongs to another user (uid \(Self.nobody))"), "\(run.standardError)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "theirs\n")
        expectEqual(owner(file)?.uid, Self.nobody)
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test("data export over an existing file (another user's, mode 0644) leaves it 0600 and the caller's")
    func privateOutputEndsOurs() throws {
        let file = privateFolder + "/export.tar"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        try FilePaths.changeOwner(file, userID: Self.nobody, groupID: Self.nobody)
        try FilePaths.setPermissions(file, 0o644)
        let run = try run(["data", "export", "PATH"], output: file)
        expectEqual(run.status, 0, "\(run.standardError)")
        let after = try #require(owner(file))
        expectEqual(after.uid, 0)
        expectEqual(after.mode, 0o600)
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test("denklem --pdf (a case's figures) over an existing 0644 file of another user ends 0600 and the caller's")
    func casePDFEndsPrivate() throws {
        let file = privateFolder + "/case.pdf"
        try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
        try FilePaths.changeOwner(file, userID: Self.nobody, groupID: Self.nobody)
        try FilePaths.setPermissions(file, 0o644)
        let run = try ToolRunner.run(
            "denklem", ["smm", "--payer", "company", "--gross", "100", "--pdf", file], environment: environment)
        expectEqual(run.status, 0, "\(run.standardError)")
        let after = try #require(owner(file))
        expectEqual(after.uid, 0)
        expectEqual(after.mode, 0o600)
        try? FileManager.default.removeItem(atPath: root)
    }
}
