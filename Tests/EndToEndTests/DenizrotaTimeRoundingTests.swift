import CLIKitTesting
import Expectations
import Foundation
import Testing

/// One rounding rule for every time in every output (`TimeText`).
///
/// JSON rounds an instant to the whole second, every
/// output shown to the minute rounds that second to the minute, half up. The plan of route "gokova" departing at
/// 08:00 UTC reaches Mouth at 09:50:33 (the cruise speed's ETA): 09:50:33Z in JSON, 09:51 in the text table, the
/// PDF's table and its overview (the PDF table truncated it to 09:50 before).
@Suite(.serialized) struct DenizrotaTimeRoundingTests {
    /// Tomorrow 08:00 UTC, inside the fake server's 7 days of forecast.
    static var departure: String {
        let tomorrow = Date().addingTimeInterval(86_400)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: tomorrow) + "T08:00Z"
    }

    @Test func theSameETAInJSONTextAndPDF() throws {
        let environment = try DenizrotaPlanTests.environment(scenario: "ok")
        let depart = Self.departure
        let json = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--depart", depart, "--json"], environment: environment)
        expectEqual(json.status, 0, "\(json.standardError)")
        let waypoints = try #require(try DenizrotaPlanTests.json(json.standardOutput)["waypoints"] as? [[String: Any]])
        let etas = waypoints.compactMap { $0["eta"] as? String }
        // The precondition that makes the test bite: an ETA with 30 s or more past the minute.
        #expect(etas.count == 3 && etas[1].hasSuffix(":50:33Z") && etas[2].hasSuffix(":11:16Z"), "\(etas)")
        let text = try ToolRunner.run("denizrota", ["plan", "gokova", "--depart", depart], environment: environment)
        #expect(text.standardOutput.contains(" 09:51 UTC ") && !text.standardOutput.contains("09:50"))
        #expect(text.standardOutput.contains(" 12:11 UTC "))
        let path = DenizrotaPlanPDFTests.temporaryPDF()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pdf = try ToolRunner.run(
            "denizrota", ["plan", "gokova", "--depart", depart, "--pdf", path], environment: environment)
        expectEqual(pdf.status, 0, "\(pdf.standardError)")
        let printed = try DenizrotaPlanPDFTests.tool("/usr/bin/pdftotext", ["-enc", "UTF-8", path, "-"])
        #expect(printed.contains("09:51") && printed.contains("12:11"), "\(printed)")
        #expect(!printed.contains("09:50") && !printed.contains("12:12"))
    }
}
