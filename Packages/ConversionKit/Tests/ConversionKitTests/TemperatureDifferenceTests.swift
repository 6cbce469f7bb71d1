import Expectations
import Localization
import Testing

@testable import ConversionKit

/// Issue 32, high 2: affine temperature arithmetic as GNU units (`tempC(37) + 1 degC`), qalc and pint
/// (`Q_(37, 'degC') + Q_(1, 'delta_degC')`) do it: a temperature on a scale plus or minus differences is a
/// temperature on a scale; differences alone are a difference; two temperatures on scales are not added.
@Suite struct TemperatureDifferenceTests {
    @Test(arguments: [
        // The rows: GNU units 2.22, qalc and pint give 100.4 °F, 293.15 K, 26.85 °C.
        ("37 °C 1 Δ°C °F", "100.4", false),
        ("20 °C 0 delta_degC K", "293.15", false),
        ("300 K 0 ΔK °C", "26.85", false),
        ("37 °C + 1 Δ°C °F", "100.4", false),
        ("37 °C - 1 Δ°C °F", "96.8", false),
        ("-5 °C 1 Δ°C °C", "-4", false),
        ("-40 °F + 9 delta_degF °C", "-35", false),
        ("10 delta_degC degF", "18", true),
        ("10 ΔK °C", "10", true),
        ("1 Δ°C 1 ΔK Δ°F", "3.6", true),
        ("5 Δ°C - 1 Δ°F Δ°F", "8", true),
        ("-40 degC degF", "-40", false),
    ])
    func sumsFollowTheAffineRules(input: String, expected: String, isDifference: Bool) throws {
        let result = try UnitConversionEngine().convert(input)
        expectEqual(result.value.exactString, expected)
        expectEqual(result.request.isInterval, isDifference)
    }

    @Test(arguments: [
        ("10 °C ΔK", ConversionError.differenceTarget(from: "temperature.celsius", to: "temperature.kelvin")),
        ("10 °C delta_degF", .differenceTarget(from: "temperature.celsius", to: "temperature.fahrenheit")),
        ("10 °C 5 °C K", .compoundTemperature("temperature.celsius")),
        ("10 °C + 5 K K", .compoundTemperature("temperature.kelvin")),
        ("0 K - 1 ΔK K", .belowAbsoluteZero(value: "0 + 1", unitID: "temperature.kelvin")),
        ("-300 °C 100 Δ°C K", .belowAbsoluteZero(value: "-300", unitID: "temperature.celsius")),
    ])
    func refusals(input: String, expected: ConversionError) {
        #expect(throws: expected) { try UnitConversionEngine().convert(input) }
    }

    @Test func plusAndMinusWorkForLengthsToo() throws {
        let engine = UnitConversionEngine()
        #expect(try engine.convert("5 ft + 3 in cm").value.exactString == "160.02")
        #expect(try engine.convert("5 ft - 3 in cm").value.exactString == "144.78")
        #expect(try engine.convert("-5 ft 3 in cm").value.exactString == "-160.02")
        #expect(throws: ConversionError.missingValue) { try engine.convert("5 ft + cm") }
    }

    @Test(arguments: [
        (Language.english, QuantityFormatter.Style.short, "18 Δ°F"),
        (.english, .long, "18 degrees Fahrenheit (difference)"),
        (.german, .long, "18 Grad Fahrenheit (Differenz)"),
        (.french, .short, "18 Δ°F"),
    ])
    func aDifferenceIsPrintedAsOne(language: Language, style: QuantityFormatter.Style, expected: String) throws {
        let result = try UnitConversionEngine().convert("10 delta_degC degF")
        let formatter = QuantityFormatter(
            numbers: try ResultFormatter(), localizer: Localizer(language: language, sets: [ConversionStrings.catalogs])
        )
        #expect(
            formatter.format(result.value, unit: result.targetUnit, style: style, isDifference: true) == expected)
        expectNotEqual(formatter.format(result.value, unit: result.targetUnit, style: .short), expected)
    }
}
