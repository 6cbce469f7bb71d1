import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `unitconv 100 USD EUR` against a local stand-in of the ECB and TCMB servers (Tests/Fixtures/rates/serve.py,
/// the fixture files' provenance in PROVENANCE.md): fetched through the bounded curl transport, cached for the day,
/// the rate's date and source beside the result, the cached rate when offline, exit 69 with nothing cached.
@Suite struct UnitconvCurrencyTests {
    /// The stand-in server and its port; it ends when the returned pipe is closed.
    static func startServer() throws -> (Process, Pipe, Int) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rates/serve.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = ""
        while !line.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            line += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(
            line.hasPrefix("PORT ") ? Int(line.dropFirst(5).prefix { $0.isNumber }) : nil, "serve.py said: \(line)")
        return (process, input, port)
    }

    @Test func fetchedCachedAndOffline() throws {
        let (server, input, port) = try Self.startServer()
        defer {
            try? input.fileHandleForWriting.close()
            server.waitUntilExit()
        }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("unitconv-rates-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        func run(_ arguments: [String], file: String, cacheHome: String = cache) throws -> ToolRun {
            try ToolRunner.run(
                "unitconv", ["--no-history"] + arguments,
                environment: [
                    "XDG_CACHE_HOME": cacheHome, "LANG": "en_US.UTF-8",
                    "UNITCONV_RATES_URL": "http://127.0.0.1:\(port)/\(file)",
                ])
        }
        let fetched = try run(["100", "USD", "EUR"], file: "ecb-eurofxref-daily.xml")
        expectEqual(fetched.standardOutput, "≈ 86.58 EUR (rate of 2026-11-27, ECB)\n")
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache + "/unitconv")
        #expect(cached.count == 1 && cached[0].hasPrefix("rates-ecb-"))

        let json = try run(["--json", "--rates", "tcmb", "100", "USD", "TRY"], file: "tcmb-today.xml")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        expectEqual(object["value"] as? String, "4245.12")
        expectEqual(object["rateDate"] as? String, "2026-11-27")
        expectEqual(object["rateSource"] as? String, "tcmb")
        expectEqual(object["exact"] as? Bool, false)

        // Yesterday's file and no server answer: the cached rate, its date said on stderr.
        try FileManager.default.moveItem(
            atPath: cache + "/unitconv/" + cached[0], toPath: cache + "/unitconv/rates-ecb-2000-01-01.xml")
        let offline = try run(["100", "USD", "EUR"], file: "missing.xml")
        expectEqual(offline.status, 0)
        expectEqual(offline.standardOutput, fetched.standardOutput)
        #expect(offline.standardError.contains("HTTP 503") && offline.standardError.contains("2026-11-27"))

        let none = try run(["100", "USD", "EUR"], file: "missing.xml", cacheHome: cache + "/empty")
        expectEqual(none.status, 69)
        #expect(none.standardError.hasPrefix("unitconv: error: no exchange rates of ECB are available: HTTP 503"))
    }
}
