import Expectations
import Foundation
import PosixKit
import Testing

/// `rename(2)` as a throwing call: the destination replaced in one step, a missing source named by its errno.
@Suite struct FilePathsTests {
    @Test func renameReplacesTheDestinationAndReportsAMissingSource() throws {
        let folder = NSTemporaryDirectory() + "posixkit-rename-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("new".utf8).write(to: URL(fileURLWithPath: folder + "/a"))
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/b"))
        try FilePaths.rename(folder + "/a", to: folder + "/b")
        expectEqual(try String(contentsOfFile: folder + "/b", encoding: .utf8), "new")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a"))
        do {
            try FilePaths.rename(folder + "/a", to: folder + "/b")
            Issue.record("a missing source was renamed")
        } catch {
            expectEqual(error.call, "rename")
            expectEqual(error.errorCode, .noSuchFile)
        }
    }

    /// Folders, a named pipe, an exclusive new file, permissions and removal against the real kernel, each failure
    /// as its errno; the file-creation mask clears bits of a new file's mode.
    @Test func pathsAreMadeCheckedAndRemoved() throws {
        let folder = try FilePaths.makeUniqueDirectory(prefix: NSTemporaryDirectory() + "posixkit-paths-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectEqual(try FileStatus(path: folder).permissions, 0o700)
        try FilePaths.makeDirectory(folder + "/d", permissions: 0o755)
        #expect(throws: SystemCallError(call: "mkdir", code: EEXIST)) {
            try FilePaths.makeDirectory(folder + "/d", permissions: 0o755)
        }
        try FilePaths.makeFIFO(folder + "/p", permissions: 0o600)
        expectEqual(try FileStatus(path: folder + "/p").kind, .fifo)
        let previous = ProcessIdentity.setFileCreationMask(0o077)
        defer { ProcessIdentity.setFileCreationMask(previous) }
        let file = try Descriptor.createExclusive(folder + "/f", permissions: 0o644)
        #expect(Descriptor.writeAll(file, Array("four".utf8)))
        Descriptor.close(file)
        let status = try FileStatus(path: folder + "/f")
        #expect(status.permissions == 0o600 && status.size == 4 && status.ownerID == ProcessIdentity.effectiveUserID)
        #expect(throws: SystemCallError(call: "open", code: EEXIST)) {
            try Descriptor.createExclusive(folder + "/f", permissions: 0o600)
        }
        try FilePaths.setPermissions(folder + "/f", 0o640)
        expectEqual(try FileStatus(path: folder + "/f").permissions, 0o640)
        for name in ["f", "p"] { try FilePaths.remove(folder + "/" + name) }
        try FilePaths.removeDirectory(folder + "/d")
        #expect(throws: SystemCallError(call: "unlink", code: ENOENT)) { try FilePaths.remove(folder + "/f") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(ProcessIdentity.hostName().map { !$0.isEmpty && !$0.contains(".") } ?? true)
        #expect(ProcessIdentity.userID(named: "root") == 0 && ProcessIdentity.userID(named: "no such user") == nil)
    }
}
