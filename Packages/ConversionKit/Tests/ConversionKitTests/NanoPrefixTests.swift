import Expectations
import Testing

@testable import ConversionKit

/// Nanogram and nanolitre (issue 17), beside the micro and nano units already in the table.
///
/// Every spelling is a table row (`ng`, `nL`, `nl`, `nanogram`, `nanolitre`), never a prefix rule, and each factor
/// is exactly 10⁻⁹ of its unit (SI Brochure 9th ed. (2019) §3: nano = 10⁻⁹).
///
/// The expected values are GNU units 2.22's (Debian package `units`), recorded on 2026-11-24 with
/// `units -t 'QUANTITY' 'TARGET'` (GNU units' own spellings of the target: `microgram`, `usfloz`, `m^3`). GNU units
/// prints 8 significant digits of a `double`, so the exact result rounded to 8 significant digits must equal it.
@Suite struct NanoPrefixTests {
    let converter = UnitConversionEngine()

    @Test(arguments: [
        ("1 ng µg", "0.001"),
        ("2500 ng mg", "0.0025"),
        ("1 ng kg", "1e-12"),
        ("1 nanogram μg", "0.001"),
        ("3 nanograms ug", "0.003"),
        ("1 nL µL", "0.001"),
        ("1 nl uL", "0.001"),
        ("1 nanoliter mL", "1e-06"),
        ("750 nanolitres cc", "0.00075"),
        ("1 nanolitre m3", "1e-12"),
        ("1 nL us fl oz", "3.3814023e-08"),
        ("3 nm um", "0.003"),
        ("5 μm nm", "5000"),
    ])
    func matchesGNUUnits(input: String, gnuUnits: String) throws {
        let value = try converter.convert(input).value
        let shown = try ResultFormatter(significantDigits: 8).rounded(value).rational
        expectEqual(shown, (try NumberReader.read(gnuUnits)))
    }

    @Test(arguments: [
        ("1 ng kg", "1/1000000000000"),
        ("1 ng g", "1/1000000000"),
        ("1 nL L", "1/1000000000"),
        ("1 nL m3", "1/1000000000000"),
    ])
    func factorsAreExactPowersOfTen(input: String, exact: String) throws {
        #expect(try converter.convert(input).value == Rational(exactLiteral: exact))
    }

    /// `NL` and `NG` are not nano units: symbols match case-sensitively (`NM` is the nautical mile).
    @Test func symbolsAreCaseSensitive() {
        #expect(throws: ConversionError.self) { try converter.convert("1 NG kg") }
        #expect(throws: ConversionError.self) { try converter.convert("1 NL L") }
    }
}
