import Expectations
import Testing

@testable import ConversionKit

@Suite struct BigIntTests {
    static let twoTo64 = BigInt(decimalDigits: "18446744073709551616")

    @Test func parsesAndPrintsLargeValues() throws {
        let text = "123456789012345678901234567890123456789"
        let value = try #require(BigInt(decimalDigits: text))
        expectEqual(value.description, text)
        expectEqual((-value).description, "-" + text)
        #expect(BigInt(decimalDigits: "12a") == nil)
        #expect(BigInt(decimalDigits: "") == nil)
        expectEqual(BigInt(decimalDigits: "000000000000000000000000042"), BigInt(42))
    }

    @Test func overflowingInt64PromotesExactly() throws {
        let max = BigInt(Int64.max)
        expectEqual((max + .one).description, "9223372036854775808")
        expectEqual((BigInt(Int64.min) - .one).description, "-9223372036854775809")
        expectEqual((-BigInt(Int64.min)).description, "9223372036854775808")
        expectEqual((max * max).description, "85070591730234615847396907784232501249")
        let twoTo64 = try #require(Self.twoTo64)
        expectEqual((twoTo64 * twoTo64).description, "340282366920938463463374607431768211456")
        #expect((twoTo64 - twoTo64).isZero)
        expectEqual((twoTo64 - .one).description, "18446744073709551615")
    }

    @Test func demotesToInlineStorageWhenSmallAgain() throws {
        let twoTo64 = try #require(Self.twoTo64)
        let back = (twoTo64 + BigInt(5)) - twoTo64
        expectEqual(back, BigInt(5))
        expectEqual(back.int64Value, 5)
    }

    @Test(arguments: [
        ("340282366920938463463374607431768211457", "18446744073709551616", "18446744073709551616", "1"),
        ("1000000000000000000000000000000", "999999999999", "1000000000001000000", "1000000"),
        ("-1000000000000000000000000000000", "7", "-142857142857142857142857142857", "-1"),
        (
            "98765432109876543210987654321098765432109876543210", "12345678901234567890123",
            "8000000072900000663390302036", "1659459519465645352782"
        ),
        (
            "79228162514264337593543950335", "79228162514264337593543950336", "0",
            "79228162514264337593543950335"
        ),
    ])
    func dividesWithTruncation(dividend: String, divisor: String, quotient: String, remainder: String) throws {
        let left = try #require(Self.parse(dividend))
        let right = try #require(Self.parse(divisor))
        let result = left.quotientAndRemainder(dividingBy: right)
        expectEqual(result.quotient.description, quotient)
        expectEqual(result.remainder.description, remainder)
        expectEqual(result.quotient * right + result.remainder, left)
    }

    @Test func divisionIdentityHoldsForManyLargeOperands() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> String {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return String(state >> 1)
        }
        for _ in 0..<200 {
            let dividend = try #require(BigInt(decimalDigits: next() + next() + next() + next()))
            let divisor = try #require(BigInt(decimalDigits: next() + next()))
            let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
            expectEqual(quotient * divisor + remainder, dividend)
            #expect(remainder < divisor && !remainder.isNegative)
        }
    }

    @Test func greatestCommonDivisor() throws {
        expectEqual(BigInt.greatestCommonDivisor(BigInt(201_168), BigInt(1250)), BigInt(2))
        expectEqual(BigInt.greatestCommonDivisor(BigInt(-12), BigInt(18)), BigInt(6))
        expectEqual(BigInt.greatestCommonDivisor(.zero, BigInt(7)), BigInt(7))
        let big = try #require(BigInt(decimalDigits: "1000000000000000000000000"))
        expectEqual(BigInt.greatestCommonDivisor(big, BigInt(35)), BigInt(5))
        expectEqual(BigInt.powerOfTen(30), big * BigInt(1_000_000))
    }

    static func parse(_ text: String) -> BigInt? {
        text.hasPrefix("-") ? BigInt(decimalDigits: text.dropFirst()).map { -$0 } : BigInt(decimalDigits: text)
    }
}
