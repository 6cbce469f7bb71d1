import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite("gpsd JSON reports")
struct GPSDMessageTests {
    /// Lines as gpsd 3.22 wrote them under gpsfake for the RMC + GGA of NMEAStreamTests.log.
    static let rmcTPV = #"""
        {"class":"TPV","device":"/dev/pts/1","mode":2,"time":"2026-06-01T12:00:00.000Z","ept":0.005,"lat":44.068998833,"lon":21.314337167,"track":90.0000,"magtrack":94.9828,"magvar":5.0,"speed":2.572}
        """#
    static let ggaTPV = #"""
        {"class":"TPV","device":"/dev/pts/1","mode":3,"time":"2026-06-01T12:00:00.000Z","ept":0.005,"lat":44.068998833,"lon":21.314337167,"altHAE":-11.3000,"altMSL":10.0000,"alt":10.0000,"track":90.0000,"magtrack":94.9828,"magvar":5.0,"speed":2.572,"geoidSep":-21.300,"eph":18.620}
        """#

    @Test("VERSION, TPV, SKY, other classes and broken fragments")
    func decoding() {
        let version = #"{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}"#
        #expect(
            GPSDMessage.decode(Data(version.utf8)) == .version(release: "3.22", protocolMajor: 3, protocolMinor: 14))
        guard case .tpv(let tpv) = GPSDMessage.decode(Data(Self.ggaTPV.utf8)) else {
            Issue.record("TPV not decoded")
            return
        }
        expectEqual(tpv.mode, 3)
        expectEqual(tpv.eph, 18.62)
        expectEqual(tpv.speed, 2.572)
        let sky = #"{"class":"SKY","device":"/dev/pts/1","hdop":1.20,"uSat":7,"nSat":11,"satellites":[]}"#
        expectEqual(GPSDMessage.decode(Data(sky.utf8)), .sky(GPSDSKY(hdop: 1.2, uSat: 7, nSat: 11)))
        #expect(GPSDMessage.decode(Data(#"{"class":"DEVICES","devices":[]}"#.utf8)) == .other(className: "DEVICES"))
        #expect(GPSDMessage.decode(Data(#"{"class":"TPV","mode":3,"lat":"#.utf8)) == nil)
        #expect(GPSDMessage.decode(Data("not json".utf8)) == nil)
    }

    @Test("two TPVs of one epoch become one fix carrying eph; no-fix TPVs are ignored")
    func assembly() throws {
        var assembler = GPSDFixAssembler()
        var fixes: [PositionFix] = []
        for line in [#"{"class":"TPV","mode":1}"#, Self.rmcTPV, Self.ggaTPV] {
            if let message = GPSDMessage.decode(Data(line.utf8)) { assembler.add(message) { fixes.append($0) } }
        }
        assembler.flush { fixes.append($0) }
        expectEqual(fixes.count, 1)
        let fix = try #require(fixes.first)
        expectEqual(fix.horizontalAccuracy, 18.62)
        expectEqual(fix.speedOverGround, 2.572)
        expectEqual(fix.courseOverGround, 90)
    }

    @Test("accuracy falls back to √(epx² + epy²), then SKY HDOP × 19 m")
    func accuracyFallbacks() {
        var assembler = GPSDFixAssembler()
        var accuracies: [Double?] = []
        assembler.add(.tpv(GPSDTPV(mode: 2, time: "2026-06-01T12:00:01Z", lat: 1, lon: 1, epx: 3, epy: 4))) {
            accuracies.append($0.horizontalAccuracy)
        }
        assembler.add(.sky(GPSDSKY(hdop: 2))) { _ in }
        assembler.add(.tpv(GPSDTPV(mode: 2, time: "2026-06-01T12:00:02Z", lat: 1, lon: 1))) {
            accuracies.append($0.horizontalAccuracy)
        }
        assembler.flush { accuracies.append($0.horizontalAccuracy) }
        expectEqual(accuracies, [5, 38])
    }

    @Test("one epoch's reports merge: later fields win, missing ones stay, the mode never goes down; late reports drop")
    func epochMerge() throws {
        var assembler = GPSDFixAssembler()
        var fixes: [PositionFix] = []
        let time = "2007-12-18T21:26:17.000Z"
        let reports = [
            GPSDTPV(mode: 3, time: time, lat: 48.665673333, lon: 2.24837, speed: 12.446, eph: 41.8),  // after GGA
            GPSDTPV(mode: 3, time: time, lat: 48.665673333, lon: 2.24837, speed: 0.643, track: 21.04),  // after RMC
            GPSDTPV(mode: 2, time: time, lat: 1, lon: 1, speed: 5),  // a 2D report after the 3D ones
        ]
        for report in reports { assembler.add(.tpv(report)) { fixes.append($0) } }
        #expect(fixes.isEmpty)  // held until the epoch is complete
        assembler.add(.tpv(GPSDTPV(mode: 3, time: "2007-12-18T21:26:18.000Z", lat: 48.6, lon: 2.2))) {
            fixes.append($0)
        }
        assembler.add(.tpv(GPSDTPV(mode: 3, time: time, lat: 9, lon: 9, speed: 9))) { fixes.append($0) }
        var expected = PositionFix(
            time: try #require(UTCTimestamp.parseISO8601(time)), latitude: 48.665673333, longitude: 2.24837,
            speedOverGround: 0.643, courseOverGround: 21.04, horizontalAccuracy: 41.8)
        expected.quality = .gps
        expected.mode = .threeDimensional
        expectEqual(fixes, [expected])
    }

    @Test("a held epoch is emitted once nothing has come for the settle time")
    func settleTime() {
        var assembler = GPSDFixAssembler(settleTime: 0.5)
        var fixes: [PositionFix] = []
        let received = Date(timeIntervalSince1970: 1_000)
        assembler.add(.tpv(GPSDTPV(mode: 2, time: "2026-06-01T12:00:01Z", lat: 1, lon: 1)), now: received) {
            fixes.append($0)
        }
        expectEqual(assembler.settleDeadline, received.addingTimeInterval(0.5))
        assembler.flushIfSettled(now: received.addingTimeInterval(0.4)) { fixes.append($0) }
        #expect(fixes.isEmpty)
        assembler.flushIfSettled(now: received.addingTimeInterval(0.5)) { fixes.append($0) }
        expectEqual(fixes.count, 1)
        #expect(assembler.settleDeadline == nil)
    }
}
