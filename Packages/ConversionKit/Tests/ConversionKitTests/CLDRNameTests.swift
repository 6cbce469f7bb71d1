import Expectations
import Foundation
import Testing

/// Every unit name, symbol and plural pattern against CLDR as Python babel ships it (issue 17; CLDR 49, babel 2.19,
/// issue 32).
///
/// `scripts/cldr_units.py` reads the seven catalogs and babel's CLDR data and prints one line per difference that
/// `scripts/cldr-deviations.json` does not list with a reason (and per listed deviation that no longer differs, and per
/// unit listed as not in CLDR that CLDR now has).
/// babel comes from PyPI (scripts/install-deps).
@Suite struct CLDRNameTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/cldr_units.py")

    @Test func everyUnitNameMatchesCLDROrIsAListedDeviation() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let problems = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let summary = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0, "\(problems)\(summary)")
        #expect(problems.isEmpty)
        #expect(summary.contains("unit names compared"), "\(summary)")
    }
}
