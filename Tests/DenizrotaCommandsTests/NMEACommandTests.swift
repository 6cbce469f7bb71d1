import CLIKit
import CLIKitTesting
import DenizrotaCommands
import Expectations
import Foundation
import Testing

/// `denizrota nmea decode` in-process: JSON lines, the summary, and input read in chunks.
@Suite("denizrota nmea decode")
struct NMEACommandTests {
    /// Two epochs (RMC + GGA at 12:00:00 and 12:00:01 on 2026-06-01), a GSV, a VTG, a garbage line and a
    /// sentence with a wrong checksum (checksums computed with gpsd `NMEA.adoc`'s XOR rule).
    static let log =
        [
            "# Date: 2026-06-01",
            "$GPRMC,120000.00,A,3654.00000,N,02718.00000,E,6.0,90.0,010626,,,A*69",
            "$GPGGA,120000.00,3654.00000,N,02718.00000,E,1,09,0.9,5.0,M,35.0,M,,*64",
            "$GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00*74",
            "garbage",
            "$GPRMC,120001.00,A,3654.00600,N,02718.00000,E,6.0,0.0,010626,,,A*57",
            "$GPGGA,120001.00,3654.00600,N,02718.00000,E,1,09,0.9,5.0,M,35.0,M,,*63",
            "$GPVTG,90.0,T,,M,6.0,N,11.1,K,A*03",
            "$GPGGA,120002.00,3654.01200,N,02718.00000,E,1,09,0.9,5.0,M,35.0,M,,*00",
        ].joined(separator: "\r\n") + "\r\n"

    static let expectedLines = [
        #"{"time":"2026-06-01T12:00:00.000Z","latitude":36.9,"longitude":27.3,"speedKnots":6.0,"courseTrueDegrees":90.0,"talker":"GP","type":"RMC","valid":true,"schemaVersion":1}"#,
        #"{"time":"2026-06-01T12:00:00.000Z","latitude":36.9,"longitude":27.3,"hdop":0.9,"quality":1,"talker":"GP","type":"GGA","valid":true,"schemaVersion":1}"#,
        #"{"time":"2026-06-01T12:00:01.000Z","latitude":36.9001,"longitude":27.3,"speedKnots":6.0,"courseTrueDegrees":0.0,"talker":"GP","type":"RMC","valid":true,"schemaVersion":1}"#,
        #"{"time":"2026-06-01T12:00:01.000Z","latitude":36.9001,"longitude":27.3,"hdop":0.9,"quality":1,"talker":"GP","type":"GGA","valid":true,"schemaVersion":1}"#,
    ]

    /// Standard input that arrives in pieces of `size` bytes, whatever chunk size the command asks for.
    struct TrickleInput: InputSource {
        let data: Data
        let size: Int
        func readAll() -> Data { data }
        func readChunks(chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
            try data.withUnsafeBytes { bytes in
                for start in stride(from: 0, to: bytes.count, by: size) {
                    try body(UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + size, bytes.count)]))
                }
            }
        }
    }

    /// Standard input that fails.
    struct BrokenInput: InputSource {
        func readAll() throws -> Data { throw POSIXError(.EIO) }
        func readChunks(chunkSize: Int, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
            throw POSIXError(.EIO)
        }
    }

    static func run(_ arguments: [String], input: any InputSource) async -> (ExitCode?, String, String) {
        let run = await ToolHarness(DenizrotaTool.tool, now: { ToolHarness.denizrotaNow })
            .run(arguments, standardInput: input)
        return (run.exitCode, run.standardOutput, run.standardError)
    }

    @Test("one JSON line per position sentence, in order; counts on standard error")
    func jsonLines() async {
        let (status, output, errors) = await Self.run(["nmea", "decode"], input: FixedInput(Self.log))
        expectEqual(status, .success)
        expectEqual(output, Self.expectedLines.joined(separator: "\n") + "\n")
        #expect(errors.contains("5 sentences decoded, 1 of another type, 2 lines rejected"), "\(errors)")
    }

    @Test("the output does not depend on where reads split the input", arguments: [1, 7, 64, 1 << 20])
    func chunkBoundaries(size: Int) async {
        let input = TrickleInput(data: Data(Self.log.utf8), size: size)
        let (status, output, _) = await Self.run(["nmea", "decode"], input: input)
        expectEqual(status, .success)
        expectEqual(output, Self.expectedLines.joined(separator: "\n") + "\n")
        let (_, summary, _) = await Self.run(["nmea", "decode", "--summary"], input: input)
        expectEqual(summary, "8 lines: 5 sentences decoded, 1 of another type, 2 lines rejected; 2 fixes\n")
    }

    @Test("--summary --json: the counts and the fixes assembled from RMC + GGA epochs")
    func summaryJSON() async throws {
        let (status, output, _) = await Self.run(
            ["nmea", "decode", "--summary", "--json"], input: FixedInput(Self.log))
        expectEqual(status, .success)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let counts = try #require(summary["counts"] as? [String: Int])
        expectEqual(counts, ["lines": 8, "sentences": 5, "unsupported": 1, "rejected": 2, "checksumErrors": 1])
        expectEqual(summary["fixes"] as? Int, 2)
    }

    @Test("only garbage: exit 65; unreadable standard input: exit 74 with one line")
    func failures() async {
        let (garbage, _, garbageErrors) = await Self.run(
            ["nmea", "decode", "--summary"], input: FixedInput("foo\nbar\n"))
        expectEqual(garbage, .dataError)
        expectEqual(garbageErrors, "denizrota: error: no sentence could be decoded: 2 lines rejected\n")
        // With --json the failure is one JSON error object, not the summary (Docs/json.md §Errors).
        for arguments in [["nmea", "decode", "--summary", "--json"], ["nmea", "decode", "--json"]] {
            let (status, output, _) = await Self.run(arguments, input: FixedInput("foo\nbar\n"))
            expectEqual(status, .dataError)
            let document = (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any]
            let failure = document?["error"] as? [String: Any]
            expectEqual(failure?["code"] as? String, "nmea.error.allRejected", "\(output)")
            expectEqual(failure?["message"] as? String, "no sentence could be decoded: 2 lines rejected")
            #expect(failure?["exitCode"] as? Int == 65 && document?["counts"] == nil)
        }
        let (broken, output, errors) = await Self.run(["nmea", "decode"], input: BrokenInput())
        expectEqual(broken, .ioError)
        #expect(output.isEmpty)
        #expect(errors.hasPrefix("denizrota: error: cannot read standard input: "), "\(errors)")
    }
}
