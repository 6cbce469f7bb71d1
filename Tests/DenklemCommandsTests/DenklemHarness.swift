import CLIKit
import DenklemCommands
import Foundation

/// Runs `denklem` in-process with fixed streams, variables and clock.
struct DenklemRun {
    let status: ExitCode
    let standardOutput: String
    let standardError: String

    /// 2026-03-01 12:00 UTC: the 2026 tariff is in force.
    static let fixedNow = Date(timeIntervalSince1970: 1_772_366_400)

    static func run(_ arguments: [String], language: String = "C") async -> DenklemRun {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        let environment = ToolEnvironment(
            arguments: arguments, variables: ["LANG": language], standardOutput: output, standardError: errors,
            now: { fixedNow })
        let status = await DenklemTool.tool.run(in: environment)
        return DenklemRun(status: status, standardOutput: output.text, standardError: errors.text)
    }

    /// The JSON object printed on standard output.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(standardOutput.utf8))) as? [String: Any] ?? [:]
    }
}
