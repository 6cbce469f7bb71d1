import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Our NMEA decoding against gpsd's expected output for real receivers' logs (this package's `Tests/Fixtures/gpsd`).
///
/// For every fix we make, gpsd's reports of the same epoch must hold the same position (gpsd prints 9 decimals:
/// within 5e-10°), and the same speed and course when we have them (3 and 4 decimals). Where our count of fixes
/// differs from gpsd's, each extra epoch is listed with the rule that explains it.
@Suite("gpsd regression captures: our NMEA decoding against gpsd's expected output")
struct GPSDRegressionLogTests {
    /// Why an epoch is ours and not gpsd's.
    enum Rule: String, Sendable {
        /// gpsd's first report of a log comes before it has seen a date and carries no time; we date that epoch
        /// from the RMC that follows it.
        case gpsdHasNoDateYet = "gpsd has no date yet; we take the next RMC's"
        /// The capture ends (or pauses) after a lone RMC: gpsd reports at the end of a cycle and never closes
        /// that one; we emit the RMC's fix.
        case captureCutAfterRMC = "capture cut after a lone RMC"
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let log: GPSDRegressionLog
        /// Fixes we make.
        let ours: Int
        /// Epochs gpsd reports with a time and a position.
        let gpsd: Int
        /// Our epochs gpsd does not report, by ISO 8601 time.
        let onlyOurs: [String: Rule]
        /// Decode counts: supported sentences (GSA among them since issue 33), other types (GSV, proprietary).
        let sentences: Int
        let otherTypes: Int
        /// Fixes carrying a 2D/3D mode (from the receiver's GSA).
        var withMode = 0
        var testDescription: String { log.name }
    }

    static let cases = [
        Case(
            log: .init(name: "motorola-t805"), ours: 16, gpsd: 15,
            onlyOurs: ["2007-12-18T21:26:14.879Z": .gpsdHasNoDateYet], sentences: 50, otherTypes: 0),
        Case(
            log: .init(name: "ch-4701"), ours: 28, gpsd: 26,
            onlyOurs: ["2008-05-29T12:34:33.000Z": .gpsdHasNoDateYet, "2008-05-29T12:35:00.000Z": .captureCutAfterRMC],
            sentences: 81, otherTypes: 39, withMode: 27),
        Case(
            log: .init(name: "ublox-lea-5h"), ours: 20, gpsd: 19,
            onlyOurs: ["2010-08-21T08:37:36.000Z": .captureCutAfterRMC], sentences: 91, otherTypes: 73, withMode: 19),
        Case(
            log: .init(name: "skytraq-fix"), ours: 11, gpsd: 11, onlyOurs: [:], sentences: 66, otherTypes: 34,
            withMode: 11),
        Case(log: .init(name: "saab-r4"), ours: 12, gpsd: 12, onlyOurs: [:], sentences: 72, otherTypes: 50),
        Case(
            log: .init(name: "ericsson-gru04-02-70sec"), ours: 71, gpsd: 71, onlyOurs: [:], sentences: 290,
            otherTypes: 686, withMode: 68),
    ]

    @Test("fix counts, with a named rule for every epoch only we report; no line rejected", arguments: cases)
    func counts(_ expected: Case) throws {
        let ours = try expected.log.ourFixes()
        let gpsd = try expected.log.gpsdFixes()
        expectEqual(ours.fixes.count, expected.ours)
        expectEqual(gpsd.count, expected.gpsd)
        let gpsdTimes = Set(gpsd.map(\.time))
        let onlyOurs = ours.fixes.filter { !gpsdTimes.contains($0.time) }.map { UTCTimestamp.iso8601($0.time) }
        expectEqual(Set(onlyOurs), Set(expected.onlyOurs.keys))
        let ourTimes = Set(ours.fixes.map(\.time))
        #expect(gpsd.allSatisfy { ourTimes.contains($0.time) }, "gpsd reports an epoch we miss")
        expectEqual(ours.counts.sentences, expected.sentences)
        expectEqual(ours.counts.unsupported, expected.otherTypes)
        expectEqual(ours.counts.rejected, 0)
        expectEqual(ours.fixes.filter { $0.mode != nil }.count, expected.withMode)
    }

    @Test("every fix has gpsd's position, speed and course for its epoch", arguments: cases)
    func values(_ expected: Case) throws {
        let reports = Dictionary(grouping: try expected.log.gpsdPositionReports()) { $0.time ?? "" }
        for fix in try expected.log.ourFixes().fixes {
            let time = UTCTimestamp.iso8601(fix.time)
            guard let epoch = reports[time] else {
                #expect(expected.onlyOurs[time] != nil, "\(time) has no gpsd report")
                continue
            }
            let position = epoch.contains {
                abs(($0.lat ?? .nan) - fix.latitude) <= 5e-10 && abs(($0.lon ?? .nan) - fix.longitude) <= 5e-10
            }
            #expect(position, "\(time): \(fix.latitude), \(fix.longitude)")
            if let speed = fix.speedOverGround {
                #expect(epoch.contains { abs(($0.speed ?? .nan) - speed) <= 0.0005 }, "\(time) speed \(speed)")
            }
            if let course = fix.courseOverGround {
                #expect(epoch.contains { abs(($0.track ?? .nan) - course) <= 0.00005 }, "\(time) course \(course)")
            }
            // The fix mode from the receiver's GSA is gpsd's TPV mode for the epoch (issue 33).
            if let mode = fix.mode {
                #expect(epoch.contains { FixMode(gpsdMode: $0.mode) == mode }, "\(time) mode \(mode)")
            }
            // HDOP × 19 m is gpsd's eph, except in epochs where the receiver also sent a GSA: there gpsd derives eph
            // from the whole DOP set (ch-4701 at 12:34:44: 139.693 m against 7.2 × 19 = 136.8 m), within 3 %.
            if let accuracy = fix.horizontalAccuracy {
                #expect(
                    epoch.contains { abs(($0.eph ?? .nan) - accuracy) <= max(0.0005, 0.03 * accuracy) },
                    "\(time) accuracy \(accuracy)")
            }
        }
    }

    @Test("motorola-t805: through gpsd each epoch carries the receiver's own speed (≤ 1.25 kn) and course")
    func motorolaThroughGPSD() throws {
        let log = GPSDRegressionLog(name: "motorola-t805")
        let fixes = try log.gpsdFixes()
        let ours = try log.ourFixes().fixes
        // The RMC speeds of the log: 0.78, 1.25, then 0.00 kn (gpsd's early GGA reports said up to 17.96 m/s).
        let knots = fixes.compactMap(\.speedKnots)
        expectEqual(knots.count, fixes.count)
        #expect((knots.max() ?? 99) <= 1.25 + 0.001)
        for fix in fixes {
            let own = try #require(ours.first { $0.time == fix.time })
            let gpsdSpeed: Double = fix.speedOverGround ?? .nan
            let ownSpeed: Double = own.speedOverGround ?? .nan
            #expect(abs(gpsdSpeed - ownSpeed) <= 0.0005)
            #expect(fix.courseOverGround == own.courseOverGround)  // the RMC's course, nil where the RMC has none
        }
        #expect(fixes.filter { $0.courseOverGround != nil }.count == 2)  // 237.93° and 21.04°; later RMCs: empty
    }
}

@Suite("NMEA details from real captures")
struct NMEACaptureDetailTests {
    @Test("a dateless time keeps its milliseconds: 212608.879 prints .879 (the double is 212608.87899…)")
    func milliseconds() throws {
        let line = "$GPGGA,212608.879,,,,,0,00,,,M,0.0,M,,0000*5F"  // motorola-t805.log, before any date
        guard case .sentence(let sentence) = NMEAParser.parse(line), let seconds = sentence.secondsOfDay else {
            Issue.record("not decoded")
            return
        }
        expectEqual(UTCTimestamp.iso8601(Date(timeIntervalSince1970: seconds)), "1970-01-01T21:26:08.879Z")
        let dated = UTCTimestamp.date(try #require(NMEADate(year: 2007, month: 12, day: 18)), secondsOfDay: seconds)
        expectEqual(UTCTimestamp.iso8601(dated), "2007-12-18T21:26:08.879Z")
    }

    @Test("an RMC whose variation lacks its E/W letter still gives a dated fix (motorola-t805.log)")
    func malformedVariation() throws {
        let line = "$GPRMC,212617.000,A,4839.9404,N,00214.9022,E,1.25,21.04,181207,0,A*4E"
        guard case .sentence(let sentence) = NMEAParser.parse(line) else {
            Issue.record("RMC rejected")
            return
        }
        #expect(sentence.isValid)
        expectEqual(sentence.date, NMEADate(year: 2007, month: 12, day: 18))
        #expect(sentence.speedKnots == 1.25 && sentence.courseTrue == 21.04)
        #expect(sentence.magneticVariation == nil)
    }

    @Test("GNS (ericsson-gru04-02-70sec.log): position, HDOP, satellites; valid when any system's mode is not N")
    func gns() throws {
        let line = "$GNGNS,213712.000,4111.59903,N,11156.54809,W,AANN,13,0.93,01482.5,-016.5,,*52"
        guard case .sentence(let sentence) = NMEAParser.parse(line) else {
            Issue.record("GNS not decoded")
            return
        }
        #expect(sentence.type == .gns && sentence.isValid && sentence.quality == 1)
        #expect(sentence.hdop == 0.93 && sentence.satellitesUsed == 13 && sentence.altitudeMeters == 1482.5)
        #expect(abs((sentence.latitude ?? 0) - 41.1933171666) < 1e-9)
        #expect(abs((sentence.longitude ?? 0) + 111.9424681666) < 1e-9)
        let body = "GNGNS,213712.000,,,,,NNNN,00,,,,,"
        let noFix = "$\(body)*\(String(format: "%02X", body.utf8.reduce(0, ^)))"
        guard case .sentence(let empty) = NMEAParser.parse(noFix) else {
            Issue.record("no-fix GNS not decoded")
            return
        }
        #expect(!empty.isValid)
    }

    @Test(
        "proprietary sentences with a 4-character address are other types, not rejected",
        arguments: [
            "$PFEC,AIcmd,0,35,A,01062011,130711*05",  // saab-r4.log
            "$PSTI,030,232712.000,A,4404.1237962,N,12118.8472460,W,1132.560,0.00,0.03,0.00,280316,A,0.0,0.0*30",
            // u-blox's PUBX,00 layout (no fix); none of gpsd's captures holds one.
            "$PUBX,00,000000.00,0000.00000,N,00000.00000,E,0.000,NF,0.0,0.0,0.000,0.00,0.000,,0.00,0.00,0.00,0,0,0*1C",
            "$PERC,GPsts,2,0,2,010011111111011111*7B",  // ericsson-gru04-02-70sec.log
        ])
    func proprietary(_ line: String) {
        expectEqual(NMEAParser.parse(line), .unsupported)
    }
}
