import Foundation
import Testing

@testable import MarineKit

/// One of gpsd's regression captures vendored in `Packages/MarineKit/Tests/Fixtures/gpsd/` (PROVENANCE.md there): a receiver's NMEA
/// log and gpsd's expected JSON output for it (`.chk`).
struct GPSDRegressionLog: CustomTestStringConvertible, Sendable {
    /// The folder of the captures, found from this source file's path (this package's `Tests/Fixtures/gpsd`).
    static let directory = Fixture.directory.appendingPathComponent("gpsd")

    /// The file name without `.log`.
    let name: String

    var testDescription: String { name }

    /// The NMEA log's bytes.
    func log() throws -> [UInt8] {
        Array(try Data(contentsOf: Self.directory.appendingPathComponent("\(name).log")))
    }

    /// Our fixes from the log: `NMEAStreamDecoder` and `NMEAFixAssembler`, as `denizrotad --source FILE` reads it.
    func ourFixes() throws -> (fixes: [PositionFix], counts: NMEADecodeCounts) {
        var decoder = NMEAStreamDecoder()
        var assembler = NMEAFixAssembler()
        var fixes: [PositionFix] = []
        decoder.decode(try log()) { sentence in assembler.add(sentence) { fixes.append($0) } }
        decoder.finish { sentence in assembler.add(sentence) { fixes.append($0) } }
        assembler.finish { fixes.append($0) }
        return (fixes, decoder.counts)
    }

    /// gpsd's fixes: the `.chk` JSON reports through ``GPSDFixAssembler`` (one per epoch, reports merged), as
    /// `denizrotad --source gpsd://…` reads gpsd.
    func gpsdFixes() throws -> [PositionFix] {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("\(name).log.chk"), encoding: .utf8)
        var assembler = GPSDFixAssembler()
        var fixes: [PositionFix] = []
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("{") {
            if let message = GPSDMessage.decode(Data(line.utf8)) { assembler.add(message) { fixes.append($0) } }
        }
        assembler.flush { fixes.append($0) }
        return fixes
    }

    /// The TPV reports of the `.chk` with a time and a 2D/3D position.
    func gpsdPositionReports() throws -> [GPSDTPV] {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("\(name).log.chk"), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard case .tpv(let tpv) = GPSDMessage.decode(Data(line.utf8)), tpv.mode >= 2, tpv.time != nil,
                tpv.lat != nil
            else { return nil }
            return tpv
        }
    }
}
