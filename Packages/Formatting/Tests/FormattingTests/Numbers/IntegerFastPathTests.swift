import Expectations
import Foundation
import Testing

@testable import Formatting

/// The integer fast paths of `route show`'s formatters (issue 30) give the text the `Decimal` path gives:
/// `DecimalMinutes` (degrees and decimal minutes), `DurationFormatter.wholeMinutes`,
/// `DecimalFormatter.formatShortest` and `format(shortestOf:conventions:)`, and the distances'
/// `DecimalDigits(shortestOf:dividedBy:roundedTo:)` in metres, kilometres and nautical miles, over ties (36.000025° is 2160.0015′; 9.26 m is 0.005 nm, 4.63 m 0.0025 nm) and
/// 6,000 values of a fixed pseudo-random sequence.
@Suite struct IntegerFastPathTests {
    static let ties: [Double] = [
        36.000025, -36.000025, 27.5, 0.0001, 179.99999999, 89.9999999, 30.0, 150.5, 59.99999, 4.63, 0.000463,
        0.0000463, 0.5, 92.6, 9.26, -4.63, -0.0, 1.5e15, 999_999_999_999_999.9, 0.00001, .nan,
    ]

    @Test func agreesWithDecimal() throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var values = Self.ties
        for index in 0..<6_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.3) * [180, 1, 0.01, 86_400, 1e7, 36.5][index % 6])
        }
        let english = LanguageConventions(tag: "en")
        for (index, value) in values.enumerated() {
            let places = index % 6
            if let fast = DecimalMinutes(value, fractionDigits: places) {
                let decimal = try #require(Decimal(shortestRepresentationOf: value))
                let slow = SexagesimalComponents(
                    magnitude: decimal.magnitude, style: .degreesDecimalMinutes, fractionDigits: places)
                let text = slow.text(axis: .longitude, symbols: .ascii, separator: ".")
                expectEqual(fast.degreesText(width: 3) + " " + fast.minutesText(separator: "."), text, "\(value)")
                #expect(fast.isNegative == (decimal < 0 && !slow.isZero), "\(value)")
            }
            if let fast = DurationFormatter.wholeMinutes(value) {
                let decimal = try #require(Decimal(shortestRepresentationOf: value))
                let minutes = (decimal.magnitude / 60).roundedHalfAwayFromZero(places: 0)
                expectEqual(Decimal(fast.minutes), minutes, "\(value)")
            }
            let formatter = DecimalFormatter(fractionDigits: places, scientific: .never)
            if let fast = formatter.formatShortest(value, conventions: english) {
                let decimal = try #require(Decimal(shortestRepresentationOf: value))
                expectEqual(fast, formatter.format(decimal, conventions: english), "\(value)")
            }
            let standard = DecimalFormatter(fractionDigits: places)
            let typed = Decimal(string: String(value)).map { standard.format($0, conventions: english) } ?? "NaN"
            expectEqual(standard.format(shortestOf: value, conventions: english), typed, "\(value)")
            for unit in DistanceUnit.allCases {
                guard let fast = DecimalDigits(shortestOf: value, dividedBy: unit.wholeMeters, roundedTo: places) else {
                    continue
                }
                let decimal = try #require(Decimal(shortestRepresentationOf: value))
                let slow = formatter.format(decimal / unit.meters, conventions: english)
                expectEqual(formatter.text(fast, conventions: english), slow, "\(value) \(unit)")
            }
        }
    }
}
