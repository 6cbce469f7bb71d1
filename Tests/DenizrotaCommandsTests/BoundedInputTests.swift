import CLIKitTesting
import Expectations
import Foundation
import Testing

/// denizrota's input files are read bounded and without waiting for a FIFO's writer.
///
/// CLIKit's `FileSystem.contents(atPath:maximumBytes:)` serves `route import` (GPX, 64 MiB), `coastline set`
/// (64 MiB) and `plan --font` (32 MiB). `/dev/zero` was read until memory ran out or forever, and a FIFO without a
/// writer hung the open; now an endless file is 65 naming the limit, and a FIFO without a writer reads as empty at
/// once (65: not GPX, not GeoJSON, not a TrueType font).
@Suite struct BoundedInputTests {
    enum Input: String, CaseIterable {
        case endless
        case fifoWithoutWriter
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let input: Input
        let status: Int32
        let message: String
        var testDescription: String { "\(arguments.prefix(2).joined(separator: " ")) \(input)" }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["route", "import", "FILE"], input: .endless, status: 65,
            message: "FILE is larger than 67108864 bytes"),
        Case(arguments: ["route", "import", "FILE"], input: .fifoWithoutWriter, status: 65, message: "FILE: "),
        Case(
            arguments: ["coastline", "set", "FILE"], input: .endless, status: 65,
            message: "FILE is larger than 67108864 bytes"),
        Case(arguments: ["coastline", "set", "FILE"], input: .fifoWithoutWriter, status: 65, message: "FILE: "),
        Case(
            arguments: ["plan", "r", "--pdf", "OUT", "--font", "FILE"], input: .endless, status: 65,
            message: "FILE is larger than 33554432 bytes"),
        Case(
            arguments: ["plan", "r", "--pdf", "OUT", "--font", "FILE"], input: .fifoWithoutWriter, status: 65,
            message: "FILE"),
    ]

    @Test(arguments: cases)
    func endlessFilesAndFIFOsEndAtOnce(_ test: Case) async throws {
        let harness = ToolHarness.denizrota()
        if test.arguments[0] == "plan" {
            for step in [
                ["route", "new", "r"], ["route", "add", "r", "36.80", "27.60"],
                ["route", "add", "r", "36.85", "27.70"],
            ] {
                expectEqual(await harness.run(step).status, 0)
            }
        }
        let path: String
        switch test.input {
        case .endless:
            path = "/dev/zero"
        case .fifoWithoutWriter:
            path = harness.directory.appendingPathComponent("fifo").path
            expectEqual(mkfifo(path, 0o600), 0)
        }
        let out = harness.directory.appendingPathComponent("out.pdf").path
        let arguments = test.arguments.map { $0 == "FILE" ? path : $0 == "OUT" ? out : $0 } + ["--lang", "en"]
        let run = await harness.run(arguments)
        expectEqual(run.status, test.status, "\(run.standardError)")
        #expect(
            run.standardError.contains(test.message.replacingOccurrences(of: "FILE", with: path)),
            "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
