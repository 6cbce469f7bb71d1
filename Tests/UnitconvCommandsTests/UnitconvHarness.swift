import CLIKit
import Foundation
import UnitconvCommands

/// What one in-process run of `unitconv` produced.
struct UnitconvRun {
    let exitCode: ExitCode
    let output: String
    let errors: String
}

/// Runs `unitconv` in-process against its own temporary database, with a fixed clock and `LANG=C`.
final class UnitconvHarness: Sendable {
    let directory: URL
    var databasePath: String { directory.appendingPathComponent("unitconv.sqlite").path }

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("unitconv-tests-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs the tool; `UNITCONV_DB` points at this harness's database unless `variables` override it.
    func run(_ arguments: [String], input: String = "", variables: [String: String] = [:]) async -> UnitconvRun {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        let environment = ToolEnvironment(
            arguments: arguments,
            variables: ["LANG": "C", "UNITCONV_DB": databasePath, "HOME": directory.path].merging(variables) { $1 },
            standardInput: FixedInput(input), standardOutput: output, standardError: errors,
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let code = await UnitconvTool.tool.run(in: environment)
        return UnitconvRun(exitCode: code, output: output.text, errors: errors.text)
    }
}
