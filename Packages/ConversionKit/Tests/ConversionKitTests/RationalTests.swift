import Expectations
import Testing

@testable import ConversionKit

@Suite struct RationalTests {
    @Test(arguments: [
        ("201168/125", "201168", "125"),
        ("0.3048", "381", "1250"),
        ("-2.5e-3", "-1", "400"),
        ("1e12", "1000000000000", "1"),
        (".5", "1", "2"),
        ("6/4", "3", "2"),
        ("+7", "7", "1"),
        // Issue 17: the 64-bit path for short literals, and its edges that the general path reads.
        ("-3/4", "-3", "4"),
        ("473176473/125000000000", "473176473", "125000000000"),
        ("0.000000000000000001", "1", "1000000000000000000"),
        ("1234567890123456789", "1234567890123456789", "1"),
        ("5.", "5", "1"),
        ("-0", "0", "1"),
    ])
    func parsesExactLiteralsInLowestTerms(text: String, numerator: String, denominator: String) throws {
        let value = try #require(Rational(exactLiteral: text))
        expectEqual(value.numerator.description, numerator)
        expectEqual(value.denominator.description, denominator)
    }

    @Test(arguments: ["", "-", "1/0", "1.2.3", "e5", "1e", "1e+", "1/2/3", "abc", "12abc", "1e401", "1/-2"])
    func rejectsMalformedLiterals(text: String) {
        #expect(Rational(exactLiteral: text) == nil)
    }

    @Test func arithmeticIsExact() throws {
        let third = try #require(Rational(exactLiteral: "1/3"))
        let sixth = try #require(Rational(exactLiteral: "1/6"))
        expectEqual(third + sixth, Rational(exactLiteral: "1/2"))
        expectEqual(third - sixth, sixth)
        expectEqual(third * Rational(3), Rational(1))
        expectEqual(third.divided(by: sixth), Rational(2))
        #expect(third.divided(by: .zero) == nil)
        #expect(-third < sixth)
    }

    @Test(arguments: [
        ("0.284130625", "0.284130625"),
        ("625000/201168", "78125/25146"),
        ("1/3", "1/3"),
        ("-3/8", "-0.375"),
        ("1e12", "1000000000000"),
        ("5/18", "5/18"),
    ])
    func exactStringIsDecimalWhenItTerminates(text: String, expected: String) throws {
        let value = try #require(Rational(exactLiteral: text))
        expectEqual(value.exactString, expected)
    }

    @Test(arguments: [
        ("1609344000000000", 8, "1.609344e15"),
        ("0.000000000984206528", 8, "9.84206528e-10"),
        ("-123456789", 3, "-1.235e8"),
        ("9.9999999999", 8, "1e1"),
        ("1", 8, "1e0"),
        ("0", 8, "0e0"),
        ("1/3", 4, "3.3333e-1"),
    ])
    func scientificNotationRoundsTheMantissaOnce(text: String, places: Int, expected: String) throws {
        let value = try #require(Rational(exactLiteral: text))
        expectEqual(ScientificDecimal(value, places: places).trimmedString, expected)
    }
}
