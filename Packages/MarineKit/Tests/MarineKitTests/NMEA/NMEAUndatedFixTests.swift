import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Issue 29 part 2: time-only fixes before the stream's first date are held and dated from it, never from the
/// computer's clock on a replay.
@Suite("Fixes before the first date: held until the log's first RMC/ZDA date")
struct NMEAUndatedFixTests {
    @Test(
        "gpsd's logs that open with GGA/GLL keep every fix, dated from the log",
        arguments: [
            // (log, fixes stored, UTC date of every fix): the Magellans send GLL/GGA first (a replay stored 1 of 4
            // and 1 of 7, dated by the computer's clock); u-blox ZED-F9P: DaemonReplayTests.
            ("magellan315", 4, "2005-03-13"),
            ("eXplorist210", 7, "2006-05-20"),
        ])
    func heldUntilDated(_ name: String, _ count: Int, _ day: String) throws {
        let (fixes, _) = try GPSDRegressionLog(name: name).ourFixes()
        // What the daemon stores: its fix filter (accuracy, order) over the decoded fixes.
        var filter = FixFilter(geometry: GeodesicTrackGeometry())
        let stored = fixes.filter { filter.check($0) == nil }
        expectEqual(stored.count, count)
        let days = Set(fixes.map { String(InterchangeTime.text($0.time).prefix(10)) })
        expectEqual(days, [day])
    }

    static func sentence(_ body: String) -> NMEASentence? {
        var checksum: UInt8 = 0
        for byte in body.utf8 { checksum ^= byte }
        let line = "$" + body + "*" + String(format: "%02X", checksum)
        guard case .sentence(let sentence) = NMEAParser.parse(line) else { return nil }
        return sentence
    }

    static let lines = [
        "GPGGA,235959.00,3700.000,N,02700.000,E,1,08,1.0,10.0,M,0.0,M,,",  // the day before the first date
        "GPGGA,000000.00,3700.001,N,02700.000,E,1,08,1.0,10.0,M,0.0,M,,",
        "GPRMC,000001.00,A,3700.002,N,02700.000,E,0.0,0.0,020619,,,A",
        "GPGGA,000001.00,3700.002,N,02700.000,E,1,08,1.0,10.0,M,0.0,M,,",
    ]

    @Test("held fixes take the first date, the day before when they are from before midnight; in order")
    func midnight() throws {
        var assembler = NMEAFixAssembler()
        var fixes: [PositionFix] = []
        for line in Self.lines { assembler.add(try #require(Self.sentence(line))) { fixes.append($0) } }
        assembler.finish { fixes.append($0) }
        #expect(
            fixes.map { InterchangeTime.text($0.time) } == [
                "2019-06-01T23:59:59Z", "2019-06-02T00:00:00Z", "2019-06-02T00:00:01Z",
            ])
        #expect(assembler.clockDatedFixes == 0 && assembler.undatedFixes == 0)
    }

    @Test("a live source's clock dates them and counts them; a log without any date stores nothing undated")
    func clockOrNothing() throws {
        var live = NMEAFixAssembler(fallbackDate: NMEADate(year: 2026, month: 11, day: 27))
        var fixes: [PositionFix] = []
        live.add(try #require(Self.sentence(Self.lines[1]))) { fixes.append($0) }
        live.finish { fixes.append($0) }
        #expect(fixes.map { InterchangeTime.text($0.time) } == ["2026-11-27T00:00:00Z"])
        expectEqual(live.clockDatedFixes, 1)
        var replay = NMEAFixAssembler()
        fixes.removeAll()
        for line in Self.lines.prefix(2) { replay.add(try #require(Self.sentence(line))) { fixes.append($0) } }
        replay.finish { fixes.append($0) }
        #expect(fixes.isEmpty)
        expectEqual(replay.undatedFixes, 2)
    }
}
