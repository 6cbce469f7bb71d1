import Expectations
import Foundation
import Testing

@testable import MarineKit

/// Sentences from gpsd's `NMEA.adoc`, gpsd regression logs and pynmea2's tests (gpsd's `www/NMEA.adoc`, gpsd regression
/// logs, pynmea2's tests), plus hand-made edge cases whose checksums were computed with the XOR rule.
@Suite("NMEA 0183 parser")
struct NMEAParserTests {
    struct PositionCase: Sendable, CustomTestStringConvertible {
        let line: String
        let talker: String
        let type: NMEASentenceType
        let latitude: Double?
        let longitude: Double?
        let secondsOfDay: Double?
        let isValid: Bool
        var testDescription: String { line }
    }

    static let positionCases: [PositionCase] = [
        // gpsd NMEA.adoc RMC example (u-blox, GN talker, empty course).
        PositionCase(
            line: "$GNRMC,001031.00,A,4404.13993,N,12118.86023,W,0.146,,100117,,,A*7B", talker: "GN", type: .rmc,
            latitude: 44 + 4.13993 / 60, longitude: -(121 + 18.86023 / 60), secondsOfDay: 631, isValid: true),
        // gpsd NMEA.adoc GGA example.
        PositionCase(
            line: "$GNGGA,001043.00,4404.14036,N,12118.85961,W,1,12,0.98,1113.0,M,-21.3,M*47", talker: "GN",
            type: .gga, latitude: 44 + 4.14036 / 60, longitude: -(121 + 18.85961 / 60), secondsOfDay: 643,
            isValid: true),
        // gpsd NMEA.adoc GLL example.
        PositionCase(
            line: "$GNGLL,4404.14012,N,12118.85993,W,001037.00,A,A*67", talker: "GN", type: .gll,
            latitude: 44 + 4.14012 / 60, longitude: -(121 + 18.85993 / 60), secondsOfDay: 637, isValid: true),
        // pynmea2 test_types.py GGA (southern hemisphere, 3-decimal minutes).
        PositionCase(
            line: "$GPGGA,184353.07,1929.045,S,02410.506,E,1,04,2.6,100.00,M,-33.9,M,,0000*6D", talker: "GP",
            type: .gga, latitude: -(19 + 29.045 / 60), longitude: 24 + 10.506 / 60, secondsOfDay: 67_433.07,
            isValid: true),
        // pynmea2 RMC (six-digit time, pre-2.3: no mode field).
        PositionCase(
            line: "$GPRMC,225446,A,4916.45,N,12311.12,W,000.5,054.7,191194,020.3,E*68", talker: "GP", type: .rmc,
            latitude: 49 + 16.45 / 60, longitude: -(123 + 11.12 / 60), secondsOfDay: 82_486, isValid: true),
        // gpsd hemi.log: GGA with every no-fix field empty.
        PositionCase(
            line: "$GPGGA,,,,,,0,,,,M,,M,,*66", talker: "GP", type: .gga, latitude: nil, longitude: nil,
            secondsOfDay: nil, isValid: false),
        // NMEA 4.1 RMC: status A with navigational status V ("not provided") stays valid (navika-100 style).
        PositionCase(
            line: "$GPRMC,223251.00,A,4404.13993,N,02118.86023,E,0.100,45.0,220326,,,A,V*16", talker: "GP",
            type: .rmc, latitude: 44 + 4.13993 / 60, longitude: 21 + 18.86023 / 60, secondsOfDay: 81_171,
            isValid: true),
        // Status V, mode N: no fix, empty position.
        PositionCase(
            line: "$GPRMC,120000.00,V,,,,,,,010626,,,N,V*07", talker: "GP", type: .rmc, latitude: nil,
            longitude: nil, secondsOfDay: 43_200, isValid: false),
        // GLL with status V keeps the position but is not valid.
        PositionCase(
            line: "$GPGLL,4916.45,N,12311.12,W,225444,V,N*44", talker: "GP", type: .gll, latitude: 49 + 16.45 / 60,
            longitude: -(123 + 11.12 / 60), secondsOfDay: 82_484, isValid: false),
        // Integrated instrumentation talker, NMEA 4.1 nav status S, western variation.
        PositionCase(
            line: "$IIRMC,235959.50,A,3700.0000,N,02700.0000,E,5.5,90.0,311226,3.0,W,D,S*70", talker: "II",
            type: .rmc, latitude: 37, longitude: 27, secondsOfDay: 86_399.5, isValid: true),
    ]

    @Test("position sentences decode to the reference values", arguments: positionCases)
    func positions(_ reference: PositionCase) throws {
        guard case .sentence(let sentence) = NMEAParser.parse(reference.line) else {
            Issue.record("not decoded: \(NMEAParser.parse(reference.line))")
            return
        }
        expectEqual(sentence.talker.description, reference.talker)
        expectEqual(sentence.type, reference.type)
        expectEqual(sentence.isValid, reference.isValid)
        #expect(
            sentence.secondsOfDay.map { abs($0 - (reference.secondsOfDay ?? -1)) < 1e-9 }
                ?? (reference.secondsOfDay == nil))
        #expect(sentence.latitude.map { abs($0 - (reference.latitude ?? 999)) < 1e-12 } ?? (reference.latitude == nil))
        #expect(
            sentence.longitude.map { abs($0 - (reference.longitude ?? 999)) < 1e-12 } ?? (reference.longitude == nil))
    }

    @Test("RMC carries speed, course, date, variation and NMEA 2.3/4.1 flags")
    func rmcDetails() throws {
        let sentence = try decoded("$IIRMC,235959.50,A,3700.0000,N,02700.0000,E,5.5,90.0,311226,3.0,W,D,S*70")
        expectEqual(sentence.speedKnots, 5.5)
        expectEqual(sentence.courseTrue, 90)
        expectEqual(sentence.date, NMEADate(year: 2026, month: 12, day: 31))
        expectEqual(sentence.magneticVariation, -3)
        expectEqual(sentence.faaMode, "D")
        expectEqual(sentence.navigationalStatus, "S")
        let old = try decoded("$GPRMC,225446,A,4916.45,N,12311.12,W,000.5,054.7,191194,020.3,E*68")
        expectEqual(old.date, NMEADate(year: 1994, month: 11, day: 19))
        expectEqual(old.magneticVariation, 20.3)
        #expect(old.faaMode == nil)
        let empty = try decoded("$GNRMC,001031.00,A,4404.13993,N,12118.86023,W,0.146,,100117,,,A*7B")
        #expect(empty.courseTrue == nil)
    }

    @Test("GGA carries quality, satellites, HDOP and altitude")
    func ggaDetails() throws {
        let sentence = try decoded("$GNGGA,001043.00,4404.14036,N,12118.85961,W,1,12,0.98,1113.0,M,-21.3,M*47")
        expectEqual(sentence.quality, 1)
        expectEqual(sentence.satellitesUsed, 12)
        expectEqual(sentence.hdop, 0.98)
        expectEqual(sentence.altitudeMeters, 1113)
    }

    @Test("VTG in the modern and the pre-3.01 form")
    func vtg() throws {
        let modern = try decoded("$GPVTG,220.86,T,,M,2.550,N,4.724,K,A*34")
        expectEqual(modern.courseTrue, 220.86)
        #expect(modern.courseMagnetic == nil)
        expectEqual(modern.speedKnots, 2.55)
        expectEqual(modern.faaMode, "A")
        let old = try decoded("$GPVTG,054.7,034.4,005.5,010.2*54")
        expectEqual(old.courseTrue, 54.7)
        expectEqual(old.courseMagnetic, 34.4)
        expectEqual(old.speedKnots, 5.5)
    }

    @Test("ZDA zone minutes take the sign of the zone hours (gpsd, not pynmea2)")
    func zda() throws {
        let sentence = try decoded("$GPZDA,160012.71,11,03,2004,-1,00*7D")
        expectEqual(sentence.date, NMEADate(year: 2004, month: 3, day: 11))
        expectEqual(sentence.zoneOffsetMinutes, -60)
        #expect(abs((sentence.secondsOfDay ?? 0) - 57_612.71) < 1e-9)
        #expect(try decoded("$GPZDA,201530.00,04,07,2002,-08,30*46").zoneOffsetMinutes == -510)
    }

    @Test("HDT and HDG headings, including an empty no-fix HDT")
    func headings() throws {
        #expect(try decoded("$GPHDT,274.07,T*03").headingTrue == 274.07)
        let empty = try decoded("$GPHDT,,T*1B")
        #expect(empty.headingTrue == nil)
        #expect(!empty.isValid)
        let hdg = try decoded("$SDHDG,229.8,,,1.3,E*36")
        expectEqual(hdg.headingMagnetic, 229.8)
        #expect(hdg.magneticDeviation == nil)
        expectEqual(hdg.magneticVariation, 1.3)
        expectEqual(hdg.talker.description, "SD")
    }

    @Test("lowercase checksum digits are accepted; CR LF and leading noise are ignored")
    func checksumCase() throws {
        let lower = try decoded("$GNRMC,001031.00,A,4404.13993,N,12118.86023,W,0.146,,100117,,,A*7b\r\n")
        expectEqual(lower.type, .rmc)
        let noisy = try decoded("\u{0}\u{7}xx$GPHDT,274.07,T*03")
        expectEqual(noisy.headingTrue, 274.07)
    }

    struct RejectionCase: Sendable, CustomTestStringConvertible {
        let line: String
        let result: NMEAParseResult
        var testDescription: String { line }
    }

    static let rejections: [RejectionCase] = [
        RejectionCase(line: "foobar", result: .rejected(.noStart)),  // pynmea2 examples/data.log
        RejectionCase(line: "", result: .rejected(.noStart)),
        RejectionCase(line: "$GPHDT,274.07,T*3B4", result: .rejected(.badChecksum)),  // three hex digits
        RejectionCase(line: "$GPHDT,274.07,T*04", result: .rejected(.badChecksum)),
        RejectionCase(line: "$GPHDT,274.07,T*0G", result: .rejected(.badChecksum)),
        RejectionCase(line: "$GPHDT,274.07,T", result: .rejected(.missingChecksum)),
        RejectionCase(line: "$GPHDT,274.07,T*", result: .rejected(.badChecksum)),
        RejectionCase(
            line: "$GPRMC,120000.00,A,9104.00,N,02118.86023,E,0.1,,010626,,,A*48", result: .rejected(.malformedField)),
        RejectionCase(line: "$GPGSV,1,1,00*79", result: .unsupported),
        RejectionCase(line: "$PGRME,15.0,M,45.0,M,25.0,M*1C", result: .unsupported),
        RejectionCase(line: "!AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0*26", result: .unsupported),
        RejectionCase(line: "$*00", result: .rejected(.badAddress)),
        RejectionCase(line: "$" + String(repeating: "A", count: 200) + "*00", result: .rejected(.tooLong)),
    ]

    @Test("garbage and damaged lines are rejected with the reason", arguments: rejections)
    func rejected(_ reference: RejectionCase) {
        expectEqual(NMEAParser.parse(reference.line), reference.result)
    }

    @Test("a sentence without checksum is accepted when the checksum is optional")
    func optionalChecksum() {
        guard case .sentence(let sentence) = NMEAParser.parse("$GPHDT,274.07,T", requireChecksum: false) else {
            Issue.record("not decoded")
            return
        }
        expectEqual(sentence.headingTrue, 274.07)
    }

    @Test("malformed numbers inside a correctly checksummed sentence are rejected, not crashed on")
    func malformedFields() {
        for body in [
            "GPGGA,12x000,,,,,0,,,,M,,M,,", "GPRMC,120000,A,44.04.1,N,02118.8,E,,,010626,,,A",
            "GPRMC,120000,A,4404.1,Q,02118.8,E,,,010626,,,A", "GPRMC,120000,A,4404.1,N,,,,,010626,,,A",
            "GPRMC,126000,A,,,,,,,010626,,,A", "GPRMC,120000,A,,,,,,,320626,,,A", "GPZDA,120000,31,02,2026,,",
            "GPRMC,120000,AA,,,,,,,010626,,,A",
        ] {
            expectEqual(NMEAParser.parse(withChecksum(body)), .rejected(.malformedField), "\(body)")
        }
    }

    private func withChecksum(_ body: String) -> String {
        let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        let hex = String(checksum, radix: 16, uppercase: true)
        return "$" + body + "*" + (hex.count == 1 ? "0" + hex : hex)
    }

    private func decoded(_ line: String) throws -> NMEASentence {
        guard case .sentence(let sentence) = NMEAParser.parse(line) else {
            throw NMEARejection.malformedField
        }
        return sentence
    }
}
