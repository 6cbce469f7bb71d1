import CLIKit
import DenizrotaCommands
import Foundation

/// Runs `denizrota` in-process against a fresh database file.
struct DenizrotaHarness {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    let databasePath: String
    /// 2026-06-01T00:00:00Z, the fixed clock of every run.
    static let now = Date(timeIntervalSince1970: 1_780_272_000)

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("denizrota-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        databasePath = directory.appendingPathComponent("test.sqlite").path
    }

    /// The directory holding the database, for files the test writes.
    var directory: URL { URL(fileURLWithPath: databasePath).deletingLastPathComponent() }

    func run(_ arguments: [String], input: String = "", language: String = "C") async -> Run {
        let output = BufferedOutput()
        let error = BufferedOutput()
        let environment = ToolEnvironment(
            arguments: arguments, variables: ["LANG": language, "DENIZROTA_DB": databasePath],
            standardInput: FixedInput(input), standardOutput: output, standardError: error, now: { Self.now })
        let status = await DenizrotaTool.tool.run(in: environment)
        return Run(status: status.rawValue, output: output.text, error: error.text)
    }
}
