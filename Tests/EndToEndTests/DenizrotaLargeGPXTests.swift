import CLIKitTesting
import Expectations
import Foundation
import Testing

/// A 70 MB GPX file given to the built `denizrota route import`: refused before it is read (the reader's limit is
/// 64 MiB), with a one-line message, exit 65, nothing stored, and a peak resident set far below the file's size.
@Suite struct DenizrotaLargeGPXTests {
    /// Peak RSS allowed above the tool's own footprint (`route list` on the same database), kB: a fifth of the
    /// 70 MB a full read would add.
    static let extraRSSLimitKilobytes = 12_800
    /// Peak RSS allowed above the tool's footprint while parsing 250,000 points (the point limit), kB: the points
    /// kept, not the file, which is read in 1 MiB chunks.
    static let parsingRSSLimitKilobytes = 65_536

    /// What `/usr/bin/time` saw: the run and the peak resident set size in kB.
    struct MeasuredRun {
        let run: ToolRun
        let peakRSSKilobytes: Int
    }

    /// Writes a well-formed GPX route of `points` points: one block of 10,000 points built once and written again
    /// and again (the latitudes repeat every 10,000 points; names stay unique only within a block), so the test spends
    /// its time in the tool, not in building strings.
    static func writeGPX(to url: URL, points: Int, named: Bool = true) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        handle.write(
            Data("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"test\"><rte><name>Big</name>\n".utf8))
        let blockSize = 10_000
        func block(_ count: Int) -> Data {
            var text = ""
            for index in 0..<count {
                let name = named ? "<name>WP \(index)</name>" : ""
                text += "<rtept lat=\"\(36 + Double(index) / 100_000)\" lon=\"27.5\">\(name)</rtept>\n"
            }
            return Data(text.utf8)
        }
        let full = block(blockSize)
        for _ in 0..<(points / blockSize) { handle.write(full) }
        handle.write(block(points % blockSize))
        handle.write(Data("</rte></gpx>\n".utf8))
    }

    /// Runs the built binary under `/usr/bin/time -f %M` (Debian `time`, installed by scripts/install-deps).
    static func measured(_ arguments: [String], environment: [String: String], in directory: URL) throws -> MeasuredRun
    {
        let files = ["out", "err", "rss"].map { directory.appendingPathComponent($0) }
        for file in files { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments =
            ["-f", "%M", "-o", files[2].path, try ToolRunner.binary(named: "denizrota").path] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C"].merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: files[0])
        process.standardError = try FileHandle(forWritingTo: files[1])
        try process.run()
        process.waitUntilExit()
        let rss = try String(contentsOf: files[2], encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let run = ToolRun(
            standardOutput: try String(contentsOf: files[0], encoding: .utf8),
            standardError: try String(contentsOf: files[1], encoding: .utf8), status: process.terminationStatus)
        return MeasuredRun(run: run, peakRSSKilobytes: Int(rss.split(separator: "\n").last ?? "") ?? -1)
    }

    /// `52428800` → `52,428,800` (English grouping, as the message writes it).
    static func grouped(_ value: Int) -> String {
        var digits = String(value)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    @Test func seventyMegabyteGPXIsRefusedWithBoundedMemory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-biggpx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.gpx")
        try Self.writeGPX(to: file, points: 1_100_000)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size > 64 << 20)
        let environment = ["DENIZROTA_DB": directory.appendingPathComponent("db.sqlite").path]
        let baseline = try Self.measured(["route", "list"], environment: environment, in: directory)
        expectEqual(baseline.run.status, 0)

        let result = try Self.measured(["route", "import", file.path], environment: environment, in: directory)
        expectEqual(result.run.status, 65)
        expectEqual(result.run.standardOutput, "")
        let bytes = Self.grouped(size)
        #expect(
            result.run.standardError
                == "denizrota: error: \(file.path): too large: \(bytes) bytes (the limit is 67,108,864)\n")
        #expect(baseline.peakRSSKilobytes > 0)
        #expect(
            result.peakRSSKilobytes < baseline.peakRSSKilobytes + Self.extraRSSLimitKilobytes,
            "peak RSS \(result.peakRSSKilobytes) kB, tool alone \(baseline.peakRSSKilobytes) kB")
        let list = try Self.measured(["route", "list"], environment: environment, in: directory)
        expectEqual(list.run.standardOutput, "")
        expectEqual(list.run.status, 0)
    }

    /// Under the size limit but over the 250,000-point limit: refused while parsing, memory still bounded.
    @Test func tooManyPointsIsRefusedWithBoundedMemory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "e2e-manygpx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("many.gpx")
        try Self.writeGPX(to: file, points: 260_000, named: false)
        let environment = ["DENIZROTA_DB": directory.appendingPathComponent("db.sqlite").path]
        let baseline = try Self.measured(["route", "list"], environment: environment, in: directory)
        let result = try Self.measured(["route", "import", file.path], environment: environment, in: directory)
        expectEqual(result.run.status, 65)
        expectEqual(result.run.standardError, "denizrota: error: \(file.path): more than 250,000 points\n")
        #expect(
            result.peakRSSKilobytes < baseline.peakRSSKilobytes + Self.parsingRSSLimitKilobytes,
            "peak RSS \(result.peakRSSKilobytes) kB, tool alone \(baseline.peakRSSKilobytes) kB")
        #expect(try Self.measured(["route", "list"], environment: environment, in: directory).run.standardOutput == "")
    }
}
