import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `unitconv` as a user runs it: the contract examples, errors, exit codes, batch mode, history.
@Suite struct UnitconvEndToEndTests {
    /// A private database per test, so runs never touch the user's history.
    static func database() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("unitconv-e2e-\(UUID().uuidString).sqlite").path
    }

    @Test(arguments: [
        (["5", "km", "mi"], "3.10685596 mi\n"),
        (["5", "ft", "3", "in", "to", "cm"], "160.02 cm\n"),
        (["--precision", "3", "--", "-40", "degC", "degF"], "-40°F\n"),
        (["1", "imperial", "cup", "L"], "0.28413063 L\n"),
        (["1", "nmi", "m"], "1,852 m\n"),
    ])
    func contractExamples(arguments: [String], expected: String) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + arguments)
        expectEqual(run.status, 0)
        expectEqual(run.standardOutput, expected)
        expectEqual(run.standardError, "")
    }

    @Test func jsonContract() throws {
        let run = try ToolRunner.run(
            "unitconv", ["--json", "1", "length.mile", "length.kilometer"],
            environment: ["UNITCONV_DB": Self.database()])
        expectEqual(run.status, 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        expectEqual(object["value"] as? String, "1.60934400")
        expectEqual(object["exact"] as? String, "1.609344")
        expectEqual(object["from"] as? String, "length.mile")
        expectEqual(object["to"] as? String, "length.kilometer")
        expectEqual(object["precision"] as? Int, 8)
        expectEqual(object["input"] as? String, "1 length.mile length.kilometer")
    }

    @Test func crossCategoryIsExit65WithALocalizedMessage() throws {
        let run = try ToolRunner.run(
            "unitconv", ["--no-history", "5", "km", "kg"], environment: ["LANG": "fr_FR.UTF-8"])
        expectEqual(run.status, 65)
        expectEqual(run.standardOutput, "")
        #expect(
            run.standardError
                == "unitconv: erreur: impossible de convertir length.kilometer en mass.kilogram : "
                + "ils mesurent des grandeurs différentes\n")
    }

    @Test func unknownUnitSuggestsThreeAliases() throws {
        let run = try ToolRunner.run("unitconv", ["--no-history", "1", "mile", "kmm"])
        expectEqual(run.status, 65)
        expectEqual(run.standardError, "unitconv: error: unknown unit “kmm”; did you mean mm, km, km2?\n")
    }

    @Test func usageErrorsExit64() throws {
        #expect(try ToolRunner.run("unitconv", ["--precision", "31", "1", "m", "cm"]).status == 64)
        #expect(try ToolRunner.run("unitconv", []).status == 64)
        #expect(try ToolRunner.run("unitconv", ["--bogus"]).status == 64)
    }

    @Test func batchKeepsGoingAndExits65() throws {
        let run = try ToolRunner.run(
            "unitconv", ["--batch"], standardInput: "5 km mi\n1 furlong m\n12 in ft\n",
            environment: ["UNITCONV_DB": Self.database()])
        expectEqual(run.status, 65)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 3)
        expectEqual(lines[0], "3.10685596")
        #expect(lines[1].hasPrefix("error: unknown unit “furlong”"))
        expectEqual(lines[2], "1.00000000")
    }

    @Test func historyAndFavoritesPersistAcrossRuns() throws {
        let environment = ["UNITCONV_DB": Self.database()]
        _ = try ToolRunner.run("unitconv", ["5", "km", "mi"], environment: environment)
        _ = try ToolRunner.run("unitconv", ["favorites", "add", "km", "mi"], environment: environment)
        let history = try ToolRunner.run("unitconv", ["history"], environment: environment)
        expectEqual(history.status, 0)
        #expect(history.standardOutput.hasSuffix("  5 km mi  →  3.10685596 mi\n"))
        let favorites = try ToolRunner.run("unitconv", ["favorites"], environment: environment)
        expectEqual(favorites.standardOutput, "1  length.kilometer → length.mile  (km → mi)\n")
        #expect(try ToolRunner.run("unitconv", ["history", "clear"], environment: environment).status == 0)
        #expect(try ToolRunner.run("unitconv", ["history"], environment: environment).standardOutput == "")
    }

    /// Issue 17: the documented forms, as a user types them.
    @Test(arguments: [
        (["1500", "m", "km"], "1.5 km\n"),
        (["1", "mi", "in", "km"], "1.609344 km\n"),
        (["5", "km", "->", "mi"], "3.10685596 mi\n"),
        (["-.5", "in", "mm"], "-12.7 mm\n"),
        (["-40°C", "degF"], "-40°F\n"),
        (["km", "mi"], "0.62137119 mi\n"),
        (["5'3\"", "cm"], "160.02 cm\n"),
        (["(1+2)*4", "m", "cm"], "1,200 cm\n"),
        (["1½", "us", "cup", "ml"], "354.88235475 mL\n"),
        (["160", "cm", "ft;in"], "5 ft 2.99212598 in\n"),
        (["10", "delta_degC", "degF"], "18 Δ°F\n"),
        (["2", "mm", "mi"], "0.00000124274 mi\n"),
        (["--digits", "3", "1", "mi", "km"], "1.61 km\n"),
        (["--lang", "de", "--numbers", "de_DE", "1.500", "m", "km"], "1,5 km\n"),
        (["--lang", "fr", "5", "kilomètres", "mi"], "3,10685596\u{202F}mi\n"),
        (["--lang", "es", "-40", "degC", "degF"], "-40 °F\n"),
        (["--lang", "fr", "2", "us", "cup", "us", "cup"], "2 tasses US\n"),
    ])
    func documentedInputForms(arguments: [String], expected: String) throws {
        let run = try ToolRunner.run("unitconv", ["--no-history"] + arguments)
        expectEqual(run.status, 0, "\(run.standardError)")
        expectEqual(run.standardOutput, expected)
    }

    @Test func belowAbsoluteZeroIsRefusedEvenForTheSameUnit() throws {
        let run = try ToolRunner.run("unitconv", ["--no-history", "-40", "K", "K"])
        expectEqual(run.status, 65)
        #expect(run.standardError == "unitconv: error: -40 (temperature.kelvin) is below absolute zero\n")
    }

    /// Issue 17: `--batch` answers each line as it arrives (a co-process), before its input ends; issue 32: so does
    /// `--batch --json`, one JSON Lines object per line.
    @Test(arguments: [
        (["--batch"], [("5 km mi", "3.10685596\n"), ("# note", "\n"), ("1 mi km", "1.60934400\n")]),
        (
            ["--batch", "--json"],
            [("5 ft 7 in cm", "\"value\":\"170.18000000\""), ("20 °C °F", "\"value\":\"68.00000000\"")]
        ),
    ])
    func batchAnswersEachLineBeforeTheInputEnds(arguments: [String], exchange: [(String, String)]) throws {
        let process = Process()
        process.executableURL = try ToolRunner.binary(named: "unitconv")
        process.arguments = arguments
        process.environment = ["LANG": "C.UTF-8"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
        }
        for (line, answer) in exchange {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            let read = try Self.readLine(output.fileHandleForReading, within: 10)
            #expect(read == answer || read?.contains(answer) == true && read?.hasSuffix("}\n") == true, "\(line)")
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0)
    }

    /// One line from a pipe, or nil after `seconds` (so a batch that waits for end of input fails, not hangs).
    static func readLine(_ handle: FileHandle, within seconds: Double) throws -> String? {
        let box = LineBox()
        let reader = Thread {
            var bytes: [UInt8] = []
            while bytes.last != UInt8(ascii: "\n") {
                let chunk = handle.readData(ofLength: 1)
                if chunk.isEmpty { break }
                bytes += chunk
            }
            box.set(String(decoding: bytes, as: UTF8.self))
        }
        reader.start()
        let deadline = Date().addingTimeInterval(seconds)
        while box.get() == nil && Date() < deadline { usleep(2_000) }
        return box.get()
    }
}

/// A line handed from the reader thread to the test.
final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var line: String?

    func set(_ value: String) {
        lock.lock()
        line = value
        lock.unlock()
    }

    func get() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return line
    }
}
