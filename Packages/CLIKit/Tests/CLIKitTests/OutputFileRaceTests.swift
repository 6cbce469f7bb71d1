import Expectations
import Foundation
import Testing

@testable import CLIKit

/// Issue 28: nothing is looked up by name between resolving an output path and the final rename.
///
/// The hook runs where an attacker racing the write would act: the output's folder is moved away and a link to
/// another folder takes its name.
@Suite struct OutputFileRaceTests {
    @Test(arguments: [0o666, 0o600] as [mode_t])
    func aFolderSwappedForALinkAfterTheChecksIsNotFollowed(mode: mode_t) throws {
        let base = NSTemporaryDirectory() + "output-race-\(UUID().uuidString)"
        let files = FileManager.default
        try files.createDirectory(atPath: base + "/dir", withIntermediateDirectories: true)
        try files.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: base) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: base + "/dir/out.txt"))
        var output = OutputFile(path: base + "/dir/out.txt", newFileMode: mode)
        output.afterResolving = {
            try? files.moveItem(atPath: base + "/dir", toPath: base + "/moved")
            try? files.createSymbolicLink(atPath: base + "/dir", withDestinationPath: base + "/elsewhere")
        }
        try output.write("new", standardOutput: BufferedOutput())
        #expect(try files.contentsOfDirectory(atPath: base + "/elsewhere").isEmpty, "the swapped-in link was followed")
        expectEqual(files.contents(atPath: base + "/moved/out.txt"), Data("new".utf8))
        #expect(try files.contentsOfDirectory(atPath: base + "/moved") == ["out.txt"], "a temporary file was left")
    }
}
