import CLIKit
import Foundation
import Testing

@testable import DenklemCommands

extension DenklemServices {
    /// Services whose files are a table: a path reads only when the table has it.
    static func inMemory(files: [String: String]) -> DenklemServices {
        DenklemServices { path in files[path].map { Array($0.utf8) } }
    }
}

/// `denklem` commands through the in-memory composition root: the files they read come from a table, not the disk.
@Suite struct DenklemServicesTests {
    static let holidays = "/nonexistent-denklem-services/holidays.json"
    static let tariff = "/nonexistent-denklem-services/tariff-2027.json"
    static let files = [
        holidays: #"{"schemaVersion": 1, "holidays": [{"date": "2028-01-10", "name": "Test"}]}"#,
        tariff: #"{"schemaVersion": 1, "year": 2027}"#,
    ]

    func run(_ arguments: [String]) async -> DenklemRun {
        let output = BufferedOutput()
        let errors = BufferedOutput()
        var environment = ToolEnvironment(
            arguments: arguments, variables: ["LANG": "C"], standardOutput: output, standardError: errors,
            now: { DenklemRun.fixedNow })
        environment.services = DenklemServices.inMemory(files: Self.files)
        let status = await DenklemTool.tool.run(in: environment)
        return DenklemRun(status: status, standardOutput: output.text, standardError: errors.text)
    }

    /// 2028-01-10 is a holiday only in the table's file, so the deadline moves to the 11th.
    @Test func holidayFileFromTheServices() async {
        let run = await run([
            "deadline", "--type", "labor", "--assigned", "2027-12-20", "--holidays", Self.holidays, "--json",
        ])
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.json["deadlineWorkingDay"] as? String == "2028-01-11")
    }

    @Test func tariffCheckReadsThroughTheServices() async {
        let run = await run(["tariff", "--check", Self.tariff])
        #expect(run.status == .dataError)
        #expect(run.standardError.contains("“title”"))
    }

    /// A path the table does not have is unreadable: exit 74 naming it.
    @Test func missingFileIsAnIOError() async {
        let run = await run(["tariff", "--check", "/nonexistent-denklem-services/other.json"])
        #expect(run.status == .ioError)
        #expect(run.standardError.contains("/nonexistent-denklem-services/other.json"))
    }
}
