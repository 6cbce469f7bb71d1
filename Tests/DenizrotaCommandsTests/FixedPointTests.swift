import Expectations
import Testing

@testable import DenizrotaCommands

/// The geodesic filters' integer rounding gives exactly the C library's `%.*f` text (GeodSolve's rounding): ties
/// to even on the exact binary value, signs of values that round to zero, every decimal count the filters print.
@Suite struct FixedPointTests {
    /// Edge values: exact binary ties (0.125, 2.5), halves that are not ties in binary (0.15), −0, tiny and
    /// subnormal values, the largest azimuths and distances, values just under a carry (9.9999…).
    static let edges: [Double] = [
        0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, -0.125, 0.15, 1e-300, -1e-300, .leastNonzeroMagnitude,
        .leastNormalMagnitude / 1024,
        180, -180, 179.99999999999999, 89.999999999999986, 20_003_931.458625447, 9.9999999999999995, 0.95, 1e15,
        4503599627370495.5, 123_456.789_012_345_678,
    ]

    @Test func integerRoundingEqualsTheCLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // SplitMix64, fixed seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        // Uniform values over the filters' ranges and values with few significant bits (exact ties at many places).
        let random = (0..<6_000).map { index -> Double in
            let unit = Double(next() >> 11) / Double(1 << 53)
            switch index % 3 {
            case 0: return unit * 360 - 180
            case 1: return unit * 2e7
            default: return Double(Int64(bitPattern: next()) >> 40) / Double(1 << (next() % 24))
            }
        }
        var mismatches: [String] = []
        for value in Self.edges + random {
            for decimals in [0, 1, 3, 9, 12, 14, 17] {
                var ours = ""
                FixedPoint.append(value, decimals: decimals, to: &ours)
                var theirs = ""
                FixedPoint.appendFormatted(value, decimals: decimals, to: &theirs)
                if ours != theirs { mismatches.append("\(value) %.\(decimals)f: \(ours) vs \(theirs)") }
            }
        }
        expectEqual(mismatches, [])
    }
}
