import Testing

@testable import ConversionKit

/// Mixed-unit output (`ft;in`) carries when the rounded last part reaches a whole unit of the part before it
/// (issue 17): `11.9999999999 in` is `1 ft 0 in`, never `0 ft 12 in`.
///
/// The expected parts are GNU units 2.22's (Debian package `units`), recorded on 2026-11-24 with
/// `units -t 'QUANTITY' 'LIST'`; GNU units leaves zero parts out (`1` for 1 ft 0 in), unitconv writes them.
@Suite struct MixedUnitCarryTests {
    let converter = UnitConversionEngine()

    @Test(arguments: [
        // (input, GNU units' output, parts at 8 places)
        ("11.9999999999 in ft;in", "1", ["1 length.foot", "0 length.inch"]),
        ("0.99999999999 ft ft;in", "1", ["1 length.foot", "0 length.inch"]),
        ("30.4799999999 cm ft;in", "1", ["1 length.foot", "0 length.inch"]),
        ("35.9999999999 in yd;ft;in", "1", ["1 length.yard", "0 length.foot", "0 length.inch"]),
        ("2.9999999999 ft yd;ft;in", "1", ["1 length.yard", "0 length.foot", "0 length.inch"]),
        ("0.9999999999999 mi mi;yd;ft", "1", ["1 length.mile", "0 length.yard", "0 length.foot"]),
        ("1.99999999999 lb lb;oz", "2", ["2 mass.pound", "0 mass.ounce"]),
        ("15.9999999999 oz lb;oz", "1", ["1 mass.pound", "0 mass.ounce"]),
        // GNU units writes a unit list without its sign (`-1 m` → `3;3.3700787`); unitconv keeps it.
        ("-11.9999999999 in ft;in", "1", ["-1 length.foot", "0 length.inch"]),
        // No carry: the rounded rest stays below a whole unit.
        ("160 cm ft;in", "5;2.992126", ["5 length.foot", "2.99212598 length.inch"]),
        ("1 mi ft;in", "5280", ["5280 length.foot", "0 length.inch"]),
        ("11.99999 in ft;in", "0;11.99999", ["0 length.foot", "11.99999 length.inch"]),
    ])
    func carriesWhenTheRoundedRestIsAWholeUnit(input: String, gnuUnits: String, expected: [String]) throws {
        let formatter = try ResultFormatter()
        let parts = converter.mixedParts(of: try converter.convert(input), roundedBy: formatter)
        #expect(parts.map { "\(formatter.rounded($0.value).trimmedString) \($0.unit.id)" } == expected)
    }

    /// The carry follows the shown rounding: with 2 places `11.9955 in` already shows as 12 in.
    @Test func carryFollowsThePrecision() throws {
        let input = try converter.convert("11.9955 in ft;in")
        let two = try ResultFormatter(precision: 2)
        #expect(
            converter.mixedParts(of: input, roundedBy: two).map { two.rounded($0.value).trimmedString } == ["1", "0"])
        let eight = try ResultFormatter()
        #expect(
            converter.mixedParts(of: input, roundedBy: eight).map { eight.rounded($0.value).trimmedString } == [
                "0", "11.9955",
            ])
        let digits = try ResultFormatter(significantDigits: 3)
        #expect(
            converter.mixedParts(of: input, roundedBy: digits).map { digits.rounded($0.value).trimmedString } == [
                "1", "0",
            ])
    }
}
