import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite("NMEA stream decoding and fix assembly")
struct NMEAStreamTests {
    static let log = """
        $GPRMC,120000.00,A,4404.13993,N,02118.86023,E,5.0,90.0,010626,,,A*62
        $GPGGA,120000.00,4404.13993,N,02118.86023,E,1,12,0.98,10.0,M,-21.3,M,,*41
        garbage line
        $GPGSV,1,1,00*79
        $GPGGA,120000.00,4404.13993,N,02118.86023,E,1,12,0.98,10.0,M,-21.3,M,,*4C

        """

    @Test("lines split across chunks decode, and garbage is counted")
    func chunking() {
        let bytes = Array(Self.log.utf8)
        for split in [1, 7, 70, bytes.count] {
            var decoder = NMEAStreamDecoder()
            var types: [NMEASentenceType] = []
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + split)
                decoder.decode(Array(bytes[offset..<end])) { types.append($0.type) }
                offset = end
            }
            decoder.finish { types.append($0.type) }
            expectEqual(types, [.rmc, .gga], "split \(split)")
            expectEqual(decoder.counts.lines, 5)
            expectEqual(decoder.counts.sentences, 2)
            expectEqual(decoder.counts.unsupported, 1)
            expectEqual(decoder.counts.rejected, 2)
            expectEqual(decoder.counts.checksumErrors, 1)
        }
    }

    @Test("blank lines and # comments (gpsfake headers) are skipped without counting")
    func comments() {
        var decoder = NMEAStreamDecoder()
        var seen = 0
        decoder.decode(Array("# Date: 2026-06-01\n\n   \r\n  # note\n$GPHDT,274.07,T*03\r\n".utf8)) { _ in seen += 1 }
        expectEqual(seen, 1)
        expectEqual(decoder.counts.lines, 1)
        expectEqual(decoder.counts.rejected, 0)
    }

    @Test("an endless line without LF is dropped without growing memory")
    func endlessLine() {
        var decoder = NMEAStreamDecoder()
        let noise = [UInt8](repeating: 0x41, count: 600)
        var seen = 0
        for _ in 0..<10 { decoder.decode(noise) { _ in seen += 1 } }
        decoder.decode(Array("\n$GPHDT,274.07,T*03\n".utf8)) { _ in seen += 1 }
        expectEqual(seen, 1)
        #expect(decoder.counts.rejected >= 1)
    }

    @Test("RMC + GGA of one epoch make one fix with speed in m/s and HDOP × 19 m accuracy")
    func assembly() throws {
        var decoder = NMEAStreamDecoder()
        var assembler = NMEAFixAssembler()
        var fixes: [PositionFix] = []
        decoder.decode(Array(Self.log.utf8)) { sentence in assembler.add(sentence) { fixes.append($0) } }
        assembler.finish { fixes.append($0) }
        expectEqual(fixes.count, 1)
        let fix = try #require(fixes.first)
        expectEqual(UTCTimestamp.iso8601(fix.time), "2026-06-01T12:00:00.000Z")
        #expect(abs(fix.latitude - 44.068_998_833_333) < 1e-9)
        #expect(abs((fix.speedOverGround ?? 0) - 5 * 1852 / 3600) < 1e-12)
        expectEqual(fix.courseOverGround, 90)
        #expect(abs((fix.horizontalAccuracy ?? 0) - 18.62) < 1e-9)  // gpsd 3.22 reports eph 18.620 for this line
    }

    @Test("GGA-only streams take the RMC/ZDA date and roll over at midnight; invalid epochs are dropped")
    func dates() {
        let lines = [
            "$GPZDA,235959.00,31,12,2026,00,00", "$GPGGA,235959.00,3700.0,N,02700.0,E,1,08,1.0,0,M,0,M,,",
            "$GPGGA,000000.00,3700.0,N,02700.0,E,1,08,1.0,0,M,0,M,,",
            "$GPGGA,000001.00,3700.0,N,02700.0,E,0,08,1.0,0,M,0,M,,",
            "$GPRMC,000002.00,V,3700.0,N,02700.0,E,,,010127,,,N",
        ]
        var decoder = NMEAStreamDecoder(requireChecksum: false)
        var assembler = NMEAFixAssembler()
        var times: [String] = []
        decoder.decode(Array(lines.joined(separator: "\n").utf8)) { sentence in
            assembler.add(sentence) { times.append(UTCTimestamp.iso8601($0.time)) }
        }
        decoder.finish { sentence in assembler.add(sentence) { times.append(UTCTimestamp.iso8601($0.time)) } }
        assembler.finish { times.append(UTCTimestamp.iso8601($0.time)) }
        expectEqual(times, ["2026-12-31T23:59:59.000Z", "2027-01-01T00:00:00.000Z"])
    }

    @Test("time-only sentences before any date use the fallback date, or are dropped without one")
    func fallbackDate() {
        let line = Array("$GPGGA,101010.00,3700.0,N,02700.0,E,1,08,1.0,0,M,0,M,,\n".utf8)
        for (fallback, expected) in [(NMEADate(year: 2026, month: 6, day: 1), 1), (nil, 0)] {
            var decoder = NMEAStreamDecoder(requireChecksum: false)
            var assembler = NMEAFixAssembler(fallbackDate: fallback)
            var count = 0
            decoder.decode(line) { assembler.add($0) { _ in count += 1 } }
            assembler.finish { _ in count += 1 }
            expectEqual(count, expected)
        }
    }

    @Test("ISO 8601 round trip and calendar edge cases")
    func timestamps() throws {
        let date = try #require(UTCTimestamp.parseISO8601("2024-02-29T23:59:59.250Z"))
        expectEqual(UTCTimestamp.iso8601(date), "2024-02-29T23:59:59.250Z")
        #expect(UTCTimestamp.parseISO8601("2023-02-29T00:00:00Z") == nil)
        #expect(UTCTimestamp.parseISO8601("2026-06-01T12:00:00.000") == nil)
        expectEqual(UTCTimestamp.daysFromCivil(year: 1970, month: 1, day: 1), 0)
        expectEqual(UTCTimestamp.daysFromCivil(year: 2000, month: 3, day: 1), 11_017)
        expectEqual(UTCTimestamp.iso8601(Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59.000Z")
    }
}
