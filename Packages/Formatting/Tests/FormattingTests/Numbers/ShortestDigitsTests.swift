import Expectations
import Foundation
import Testing

@testable import Formatting

/// `DecimalDigits(shortestOf:roundedTo:)` (rounding on the shortest text's digits, BearingFormatter's fast path)
/// gives the number `Decimal` rounding gives: half away from zero, carries, negative zero, exponent texts refused.
@Suite struct ShortestDigitsTests {
    /// (value, places, integer digits, fraction digits as padded to `places`), worked by hand.
    static let cases: [(Double, Int, String, String)] = [
        (247.46604674267095, 0, "247", ""), (247.5, 0, "248", ""), (359.6, 0, "360", ""), (9.96, 1, "10", "0"),
        (0.05, 1, "0", "1"), (0.04999, 1, "0", "0"), (47, 2, "47", "00"), (2.675, 2, "2", "68"),
        (-2.675, 2, "2", "68"), (-0.3, 0, "0", ""), (999.95, 1, "1000", "0"), (0.0001, 3, "0", "000"),
    ]

    @Test(arguments: cases) func worked(value: Double, places: Int, integer: String, fraction: String) throws {
        let digits = try #require(DecimalDigits(shortestOf: value, roundedTo: places))
        expectEqual(digits.integerDigits, integer)
        expectEqual(digits.fraction(paddedTo: places, keepZeros: true), fraction)
        #expect(digits.isNegative == (value < 0 && (integer + fraction).contains { $0 != "0" }))
    }

    @Test func exponentsAndNonFiniteAreLeftToDecimal() {
        #expect(DecimalDigits(shortestOf: 1e-5, roundedTo: 2) == nil)
        #expect(DecimalDigits(shortestOf: 1e20, roundedTo: 2) == nil)
        #expect(DecimalDigits(shortestOf: .nan, roundedTo: 2) == nil)
        #expect(DecimalDigits(shortestOf: .infinity, roundedTo: 0) == nil)
    }

    /// 20,000 values of a fixed pseudo-random sequence (bearings, coordinates, large and tiny), 0…8 places: the
    /// same digits as Decimal's rounding.
    @Test func agreesWithDecimalRounding() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let value = (unit - 0.25) * [360, 1, 0.001, 1e6, 1e12][index % 5]
            let places = index % 9
            guard let fast = DecimalDigits(shortestOf: value, roundedTo: places) else { continue }
            let decimal = try #require(Decimal(shortestRepresentationOf: value))
            let slow = try #require(DecimalDigits(decimal.roundedHalfAwayFromZero(places: places)))
            expectEqual(fast.integerDigits, slow.integerDigits, "\(value) at \(places)")
            #expect(
                fast.fraction(paddedTo: places, keepZeros: true) == slow.fraction(paddedTo: places, keepZeros: true))
            expectEqual(fast.isNegative, slow.isNegative, "\(value) at \(places)")
        }
    }
}
