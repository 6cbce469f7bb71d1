import Expectations
import Testing

@testable import ConversionKit

/// The batch fast path must give exactly what the parser gives, line for line, including errors.
@Suite struct RepeatedRequestConverterTests {
    static let lines = [
        "5 km mi", "7.25 km mi", "-3 km mi", "1 1/2 cup ml", "2 1/2 cup ml", "5 ft 3 in cm", "6 ft 3 in cm",
        "-40 degC degF", "-300 degC K", "-273.15 degC K", "1,500 m km", "1.500 m km", "2 cup ml", "3 cup ml",
        "10 delta_degC degF", "20 delta_degC degF", "160 cm ft;in", "170 cm ft;in", "- km mi", ". km mi",
        "5 km", "6 km", "5  km  mi", "2*3 m cm", "4 *3 m cm", "-.5 in mm", "x km mi", "1e3 m km",
        // Compound and scale shapes reuse one parse (issue 32, item 14): signs, operators, zeros, bad numbers.
        "5 ft 7 in cm", "6 ft 11 in cm", "-5 ft 7 in cm", "-5 ft 0 in cm", "-6 ft 2 in cm", "5 ft 1,500 in cm",
        "5 ft + 3 in cm", "5 ft - 3 in cm", "6 ft - 4 in cm", "-5 ft + 3 in cm", "-6 ft + 2 in cm", "1 mi 2 ft 3 in m",
        "2 mi 0 ft 4 in m", "20 °C °F", "-500 °C °F", "98.6 °F °C", "37 °C + 1 Δ°C °F", "38 °C + 2 Δ°C °F",
        "5 ft 7 kg cm", "6 ft 7 kg cm", "2 imp pt L", "3,5 imp pt L", "5 \u{1} 7 cm", "1 mi 2 ft 3 in ft;in",
    ]

    @Test(arguments: [GroupingConvention.commaGroups, .pointGroups, .refuseAmbiguous])
    func givesThePlainConvertersResultsAndErrors(grouping: GroupingConvention) {
        let converter = UnitConversionEngine()
        var repeated = RepeatedRequestConverter(converter: converter, grouping: grouping)
        var whole = RepeatedRequestConverter(converter: converter, grouping: grouping)
        for line in Self.lines + Self.lines {
            let expected = Result { () throws(ConversionError) in try converter.convert(line, grouping: grouping) }
            let actual = Result { () throws(ConversionError) in try repeated.convert(line) }
            // `--json`'s path rebuilds the whole request (parts, texts, units, input) from a remembered shape.
            let rebuilt = Result { () throws(ConversionError) in try whole.result(line) }
            expectEqual(rebuilt, expected, "\(line)")
            switch (expected, actual) {
            case (.success(let result), .success(let fast)):
                expectEqual(fast.value, result.value, "\(line)")
                expectEqual(fast.notes, result.request.ambiguities, "\(line)")
            case (.failure(let error), .failure(let fastError)):
                expectEqual(fastError, error, "\(line)")
            default:
                Issue.record("\(line): \(expected) vs \(actual)")
            }
        }
    }

    @Test func remembersAtMostItsCapacity() throws {
        var repeated = RepeatedRequestConverter(converter: UnitConversionEngine(), grouping: .commaGroups, capacity: 1)
        #expect(try repeated.convert("1 km m").value == Rational(1000))
        #expect(try repeated.convert("1 m cm").value == Rational(100))
        #expect(try repeated.convert("2 m cm").value == Rational(200))
    }
}
