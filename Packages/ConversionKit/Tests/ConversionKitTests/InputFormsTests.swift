import Testing

@testable import ConversionKit

/// Issue 32, item 7: the forms GNU units and qalc users type, and the units they reach for.
@Suite struct InputFormsTests {
    @Test(arguments: [
        ("5 ft + 3 in cm", "160.02"),
        ("5 ft – 3 in cm", "144.78"),
        ("–5 m cm", "-500"),
        ("\u{2212}5 m cm", "-500"),
        ("５ km m", "5000"),
        ("５ｋｍ　ｍ", "5000"),
        ("１．５ km m", "1500"),
        ("1⁄2 mi ft", "2640"),
        ("10³ m km", "1"),
        ("10⁻³ km m", "1"),
        ("10³² m m", "100000000000000000000000000000000"),
        ("1·10³ m km", "1"),
        ("2 lb. oz", "32"),
        ("3 in. cm", "7.62"),
        ("1 sq. ft m²", "0.09290304"),
        ("100 kmph m/s", "250/9"),
        ("1 m**2 cm2", "10000"),
        ("1 m² cm²", "10000"),
        ("1 dm cm", "10"),
        ("1 ft³ in³", "1728"),
        ("1 ft3 L", "28.316846592"),
        ("1 hL L", "100"),
        ("1 in³ mL", "16.387064"),
        ("10 mil mm", "0.254"),
        ("1 thou in", "0.001"),
    ])
    func formsAreRead(input: String, expected: String) throws {
        #expect(try UnitConversionEngine().convert(input, grouping: .commaGroups).value.exactString == expected)
    }
}
