import Expectations
import Foundation
import Testing

@testable import Formatting

/// The one money rounding, `Decimal.roundedToMinorUnits(of:)`: half up to the kuruş, on the decimal digits.
///
/// Among the boundaries are ones a `Double` gets wrong: 1.005 is 1.00499999999999989… as a binary double, so
/// `(1.005 * 100).rounded() / 100` gives 1.0.
@Suite struct MoneyRoundingTests {
    private static func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: nil) ?? .nan }

    @Test(arguments: [
        ("0.005", "0.01"), ("0.0049999", "0"), ("2.675", "2.68"), ("2.665", "2.67"), ("1.005", "1.01"),
        ("1.015", "1.02"), ("0.125", "0.13"), ("13000.0002", "13000"), ("999999999999.995", "1000000000000"),
        ("-0.005", "-0.01"), ("-2.665", "-2.67"), ("-0.004", "0"), ("12.5", "12.5"), ("0", "0"),
    ])
    func roundsHalfUpToTheKurus(input: String, expected: String) {
        expectEqual(Self.decimal(input).roundedToMinorUnits(), Self.decimal(expected))
    }

    /// What a `Double` would give on the same input, to show the test would catch a rounding through binary.
    @Test func aDoubleWouldRoundTheBoundaryDown() {
        let throughBinary: Double = (1.005 * 100).rounded() / 100
        expectEqual(throughBinary, 1.0)
        expectEqual(Self.decimal("1.005").roundedToMinorUnits(), Self.decimal("1.01"))
    }

    @Test func followsTheCurrencysMinorUnit() {
        let noMinorUnit = Currency(code: "JPY", symbol: "¥", minorUnitDigits: 0, acceptedSpellings: ["¥", "JPY"])
        expectEqual(Self.decimal("2.5").roundedToMinorUnits(of: noMinorUnit), 3)
        expectEqual(Self.decimal("2.675").roundedToMinorUnits(of: .euro), Self.decimal("2.68"))
    }
}
