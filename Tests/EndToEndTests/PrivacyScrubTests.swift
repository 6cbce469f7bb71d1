import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `unitconv history clear` and `favorites clear` clear for real (issue 28, Low 11): afterwards the cleared values
/// are in neither the database file nor its WAL (before, 57 copies stayed readable).
@Suite struct PrivacyScrubTests {
    /// Occurrences of `needle` in the database file and its `-wal` and `-journal`.
    func copies(of needle: String, in database: String) -> Int {
        let pattern = Data(needle.utf8)
        var count = 0
        for file in [database, database + "-wal", database + "-journal"] {
            guard let bytes = FileManager.default.contents(atPath: file) else { continue }
            var start = bytes.startIndex
            while let found = bytes.range(of: pattern, in: start..<bytes.endIndex) {
                count += 1
                start = found.upperBound
            }
        }
        return count
    }

    @Test("after history clear and favorites clear nothing cleared is left in the file or its WAL")
    func clearedValuesAreGone() throws {
        let directory = NSTemporaryDirectory() + "scrub-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = directory + "/u.sqlite"
        let environment = ["UNITCONV_DB": database, "HOME": directory]
        for _ in 0..<5 {
            let run = try ToolRunner.run("unitconv", ["98765.4321", "mile", "km"], environment: environment)
            expectEqual(run.status, 0, "\(run.standardError)")
        }
        let favorite = try ToolRunner.run("unitconv", ["favorites", "add", "gallon", "floz"], environment: environment)
        expectEqual(favorite.status, 0, "\(favorite.standardError)")
        #expect(copies(of: "98765.4321", in: database) > 0)
        #expect(copies(of: "us_fluid_ounce", in: database) > 0)
        #expect(try ToolRunner.run("unitconv", ["history", "clear"], environment: environment).status == 0)
        #expect(try ToolRunner.run("unitconv", ["favorites", "clear"], environment: environment).status == 0)
        expectEqual(copies(of: "98765.4321", in: database), 0)
        expectEqual(copies(of: "us_fluid_ounce", in: database), 0)
    }
}
