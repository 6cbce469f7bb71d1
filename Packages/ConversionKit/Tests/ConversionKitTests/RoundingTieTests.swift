import Expectations
import Testing

@testable import ConversionKit

/// Exact results with a 5 in the 9th decimal and nothing after it.
///
/// These are the cases `Double` gets wrong.
/// Each expected value is worked out by hand from the definitions in the comment.
@Suite struct RoundingTieTests {
    struct Tie: Sendable, CustomTestStringConvertible {
        let input: String
        let expectedExact: String
        let expectedRounded: String
        var testDescription: String { input }
    }

    static let ties: [Tie] = [
        // 1 oz = 453.59237 g / 16 = 28.349523125 g
        Tie(input: "1 oz g", expectedExact: "28.349523125", expectedRounded: "28.34952313"),
        // −3 oz = −3 × 28.349523125 g = −85.048569375 g; half away from zero
        Tie(input: "-3 oz g", expectedExact: "-85.048569375", expectedRounded: "-85.04856938"),
        // 0.5 lb = 0.45359237 kg / 2 = 0.226796185 kg
        Tie(input: "0.5 lb kg", expectedExact: "0.226796185", expectedRounded: "0.22679619"),
        // 5 mg = 5 × 10⁻⁶ kg = 5 × 10⁻⁹ t
        Tie(input: "5 mg t", expectedExact: "0.000000005", expectedRounded: "0.00000001"),
        // US cup = 231 in³ / 16 = 236.5882365 mL = 2.365882365 dL
        Tie(input: "1 us cup dl", expectedExact: "2.365882365", expectedRounded: "2.36588237"),
        // imperial cup = 4.54609 L / 16 = 0.284130625 L (UK Weights and Measures Act 1985 Sch. 1: imperial gallon
        // 4.54609 dm³; Double gives 0.28413062)
        Tie(input: "1 imperial cup L", expectedExact: "0.284130625", expectedRounded: "0.28413063"),
        Tie(input: "-1 imperial cup L", expectedExact: "-0.284130625", expectedRounded: "-0.28413063"),
        // 2 US fl oz = 2 × 29.5735295625 mL = 59.147059125 mL
        Tie(input: "2 us fl oz ml", expectedExact: "59.147059125", expectedRounded: "59.14705913"),
        // US quart = 946.352946 mL; / 240 mL = 3.943137275 legal cups
        Tie(input: "1 us quart legal cup", expectedExact: "3.943137275", expectedRounded: "3.94313728"),
        // traditional imperial tbsp = 5/8 × 28.4130625 mL = 17.7581640625 mL; × 2 = 35.516328125 mL
        Tie(input: "2 imp tbsp ml", expectedExact: "35.516328125", expectedRounded: "35.51632813"),
        // imperial quart = 4.54609 L / 4 = 1.1365225 L; × 2 = 0.002273045 m³
        Tie(input: "2 imp quart m3", expectedExact: "0.002273045", expectedRounded: "0.00227305"),
        // above 10⁷: 12345678 × 0.0011365225 m³ = 14031.140824755 m³
        Tie(input: "12345678 imp qt m³", expectedExact: "14031.140824755", expectedRounded: "14031.14082476"),
        // above 10⁷: imperial tsp = 5/24 × 28.4130625 mL; 12345678 of them / 5 mL = 14615771.692453125
        Tie(
            input: "12345678 imperial teaspoon uk tsp", expectedExact: "14615771.692453125",
            expectedRounded: "14615771.69245313"),
        // 0.5 US tbsp = 1/64 US fl oz = 1/512 US gal = 0.001953125 gal
        Tie(input: "1/2 us tbsp us gal", expectedExact: "0.001953125", expectedRounded: "0.00195313"),
    ]

    @Test(arguments: ties)
    func roundsTiesAwayFromZero(_ tie: Tie) throws {
        let result = try UnitConversionEngine().convert(tie.input)
        expectEqual(result.value.exactString, tie.expectedExact)
        expectEqual(result.value.rounded(toPlaces: 8).fixedString, tie.expectedRounded)
    }

    @Test func roundsToFewerPlacesOnce() throws {
        let value = try #require(Rational(exactLiteral: "2.4445"))
        expectEqual(value.rounded(toPlaces: 3).fixedString, "2.445")
        expectEqual(value.rounded(toPlaces: 2).fixedString, "2.44")
        expectEqual(value.rounded(toPlaces: 0).fixedString, "2")
        expectEqual((-value).rounded(toPlaces: 3).fixedString, "-2.445")
        let half = try #require(Rational(exactLiteral: "-2.5"))
        expectEqual(half.rounded(toPlaces: 0).fixedString, "-3")
    }

    @Test func aValueRoundingToZeroHasNoSign() throws {
        let tiny = try #require(Rational(exactLiteral: "-0.000000001"))
        expectEqual(tiny.rounded(toPlaces: 8).fixedString, "0.00000000")
        expectEqual(tiny.rounded(toPlaces: 8).trimmedString, "0")
    }
}
