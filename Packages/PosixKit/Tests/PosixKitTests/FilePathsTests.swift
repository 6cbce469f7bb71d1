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
}
