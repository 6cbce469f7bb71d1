import Expectations
import Foundation
import MarineKit
import Testing

/// The fix's quality and mode, carried from the sentences and reports to ``PositionFix`` (the live state's
/// `fixQuality` and `fixMode`).
@Suite struct FixQualityTests {
    /// RMC with one GGA (quality field) or GNS (mode letters) of the same second.
    @Test(arguments: [
        ("GPGGA,063000.00,3701.8602,N,02725.5299,E,1,09,1.0,11.2,M,36.4,M,,", FixQuality.gps),
        ("GPGGA,063000.00,3701.8602,N,02725.5299,E,2,09,1.0,11.2,M,36.4,M,,", .differential),
        ("GPGGA,063000.00,3701.8602,N,02725.5299,E,5,09,1.0,11.2,M,36.4,M,,", .floatRTK),
        ("GPGGA,063000.00,3701.8602,N,02725.5299,E,6,09,1.0,11.2,M,36.4,M,,", .estimated),
        ("GNGNS,063000.00,3701.8602,N,02725.5299,E,RN,12,0.6,11.2,36.4,,", .rtk),
    ])
    func nmeaQualityReachesTheFix(_ body: String, _ quality: FixQuality) {
        var decoder = NMEAStreamDecoder(requireChecksum: false)
        var assembler = NMEAFixAssembler()
        var fixes: [PositionFix] = []
        let text = "$GPRMC,063000.00,A,3701.8602,N,02725.5299,E,5.1,178.0,010726,,,A\n$\(body)\n"
        decoder.decode(Array(text.utf8)) { assembler.add($0) { fixes.append($0) } }
        assembler.finish { fixes.append($0) }
        expectEqual(fixes.map(\.quality), [quality])
        expectEqual(fixes.map(\.mode), [nil])
    }

    @Test(arguments: [
        (3, nil as Int?, FixQuality.gps, FixMode.threeDimensional), (2, 2, .differential, .twoDimensional),
        (3, 3, .rtk, .threeDimensional), (3, 4, .floatRTK, .threeDimensional), (2, 6, .estimated, .twoDimensional),
    ])
    func gpsdStatusAndModeReachTheFix(_ mode: Int, _ status: Int?, _ quality: FixQuality, _ dimensions: FixMode) {
        var assembler = GPSDFixAssembler()
        var report = GPSDTPV(mode: mode, time: "2026-07-01T06:30:00Z", lat: 37.03, lon: 27.42)
        report.status = status
        var fixes: [PositionFix] = []
        assembler.add(.tpv(report)) { fixes.append($0) }
        assembler.flush { fixes.append($0) }
        #expect(fixes.map(\.quality) == [quality] && fixes.map(\.mode) == [dimensions])
    }
}
