import Expectations
import Testing

@testable import ConversionKit

/// Arithmetic on the value written without spaces, as GNU units accepts it (issue 17).
///
/// Every expected value is GNU units 2.22's (Debian package `units`), recorded on 2026-11-24 with
/// `units -t -- 'EXPRESSION' m`; GNU units prints 8 significant digits of a `double`, so unitconv's exact value
/// rounded to 8 significant digits must equal it. Where GNU units' reading is not a length or is ambiguous,
/// unitconv refuses with a message that says why (second table).
@Suite struct ArithmeticInputTests {
    let converter = UnitConversionEngine()

    @Test(arguments: [
        ("2*3m", "6"),
        ("(1+2)m", "3"),
        ("(1+2)*4m", "12"),
        ("-(1+2)*2m", "-6"),
        ("6/2*3m", "9"),
        ("10/4*2m", "5"),
        ("2^3m", "8"),
        ("2**3m", "8"),
        ("2^3^2m", "512"),
        ("2^-1m", "0.5"),
        ("-2^2m", "-4"),
        ("2*3^2m", "18"),
        ("1.5^2m", "2.25"),
        ("2^(1+1)m", "4"),
        ("1|3m", "0.33333333"),
        ("1|2^2m", "0.25"),
        ("4|2|2m", "1"),
        ("(1+2)(3)m", "9"),
        ("2(3)(4)m", "24"),
        ("3(2)m", "6"),
        ("2(-3)m", "-6"),
        ("(2)m", "2"),
        ("1e3m", "1000"),
    ])
    func matchesGNUUnits(expression: String, gnuUnits: String) throws {
        let value = try converter.convert("\(expression) m").value
        let shown = try ResultFormatter(significantDigits: 8).rounded(value).rational
        expectEqual(shown, (try NumberReader.read(gnuUnits)))
    }

    /// The values are exact, not 8-digit approximations.
    @Test(arguments: [("1|3m", "1/3"), ("2^-3m", "1/8"), ("(1+2)(1|3)m", "1"), ("10^400m", "1e400"), ("(-2)^3m", "-8")])
    func valuesAreExact(expression: String, exact: String) throws {
        #expect(try converter.convert("\(expression) m").value == (try NumberReader.read(exact)))
    }

    @Test(arguments: [
        // GNU units: "conformability error 1 / m" (it reads 6/(2·3 m)); the usual rule gives 9 m.
        ("6/2(3)m m", ConversionError.ambiguousProduct("6/2(3)")),
        // GNU units: 1.4142136; not exact.
        ("2^0.5m m", .fractionalExponent("2^0.5")),
        ("2^401 m m", .numberOutOfRange("2^401")),
        // GNU units: 6 and 1.5 (unit expressions); unitconv calculates on the number only.
        ("2m*3 m", .arithmeticOnUnit("m*3")),
        ("3m/2 m", .arithmeticOnUnit("m/2")),
        ("2*(3m) m", .arithmeticOnUnit("*(3m)")),
        // GNU units: 6 (juxtaposition multiplies); unitconv keeps "2 3/4" for mixed numbers and refuses this.
        ("2 3m m", .unexpectedNumber("3")),
    ])
    func refusesWithAReason(input: String, error: ConversionError) {
        #expect(throws: error) { try converter.convert(input) }
    }

    /// A fraction glued to a unit is the value: `1/2mi` is half a mile.
    ///
    /// As `1/2 mi` and `1 1/2 cup` are (Docs/unitconv.md). GNU units reads it as 1/(2 mi), "conformability
    /// error 0.0003106856 / m", which is not a length: no other reading converts.
    @Test func aGluedFractionIsTheValue() throws {
        #expect(try converter.convert("1/2mi km").value == (try NumberReader.read("0.804672")))
        #expect(try converter.convert("-1/2mi km").value == (try NumberReader.read("-0.804672")))
    }

    /// Units with a `/` or `^` of their own still resolve; an unknown one is still an unknown unit.
    @Test func unitsWithOperatorsStayUnits() throws {
        #expect(try converter.convert("2*3km/h m/s").value == (try NumberReader.read("5/3")))
        #expect(try converter.convert("2^2m^2 ft^2").request.parts[0].value == Rational(4))
        #expect(throws: ConversionError.unknownUnit("km^3", suggestions: ["m^3", "km^2", "km"])) {
            try converter.convert("1 km^3 m")
        }
    }
}
