import Foundation

/// Reads the whitespace-separated number tables under `Packages/MarineKit/Tests/Fixtures/`.
enum Fixture {
    /// The folder holding the fixtures, found from this source file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // MarineKitTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    /// The rows of a table, each a list of numbers; lines starting with `#` are skipped.
    static func rows(_ relativePath: String) throws -> [[Double]] {
        let text = try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            line.split(separator: " ").compactMap { Double($0) }
        }
    }
}
