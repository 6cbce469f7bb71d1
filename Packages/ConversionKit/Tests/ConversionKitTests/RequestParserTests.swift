import Expectations
import Testing

@testable import ConversionKit

@Suite struct RequestParserTests {
    let converter = UnitConversionEngine()

    @Test(
        arguments: [
            ("5 km mi", "3.10685596"),
            ("5km mi", "3.10685596"),
            ("5 km to mi", "3.10685596"),
            ("5 ft 3 in to cm", "160.02"),
            ("5 ft 3 in cm", "160.02"),
            ("2 lb 4 oz kg", "1.02058283"),
            ("-5 ft 3 in cm", "-160.02"),
            ("1 1/2 cup ml", "354.88235475"),
            ("-1 1/2 in mm", "-38.1"),
            ("3/4 mi m", "1207.008"),
            ("1,5 km m", "1500"),
            ("1.5 km m", "1500"),
            ("−2 m cm", "-200"),
            ("1e9 mm km", "1000"),
            ("2.5E-3 km m", "2.5"),
            ("1 fl oz ml", "29.57352956"),
            ("1 imp pint us cup", "2.40189985"),
            ("1 nmi m", "1852"),
            ("1 NM km", "1.852"),
            ("100 km/h m/s", "27.77777778"),
            ("1 kn km/h", "1.852"),
            ("-40 degC degF", "-40"),
            ("-40°C °F", "-40"),
            ("0 K °C", "-273.15"),
            ("1 acre ft2", "43560"),
            ("1 length.mile length.kilometer", "1.609344"),
            ("1 Mile KM", nil),
            ("1 MILE km", "1.609344"),
            // Issue 17: the input forms of GNU units and Qalculate.
            ("1 mi in km", "1.609344"),
            ("5 km -> mi", "3.10685596"),
            ("5 km → mi", "3.10685596"),
            ("-.5 in mm", "-12.7"),
            ("km mi", "0.62137119"),
            ("5 foots m", "1.524"),
            ("2 kgs lb", "4.40924524"),
            ("10 cms in", "3.93700787"),
            ("5′3″ cm", "160.02"),
            ("5' 3\" cm", "160.02"),
            ("5'3\" cm", "160.02"),
            ("½ in mm", "12.7"),
            ("1½ in mm", "38.1"),
            ("-½ in mm", "-12.7"),
            ("2*3 m cm", "600"),
            ("(1+2) m cm", "300"),
            ("-(1+2)*2 m cm", "-600"),
            ("2×3 ft in", "72"),
            ("10/4/5 m cm", "50"),
            ("5 kilomètres mi", "3.10685596"),
            ("3 Seemeilen km", "5.556"),
            ("2 公里 m", "2000"),
            ("1 milla km", "1.609344"),
            ("10 delta_degC degF", "18"),
            ("10 Δ°C delta_degF", "18"),
            ("-10 delta_degC K", "-10"),
            ("2 delta_degF 3 delta_degF degC", "2.77777778"),
            ("1/0 m cm", nil),
            ("(1+2 m cm", nil),
        ] as [(String, String?)])
    func parsesAndConverts(input: String, expected: String?) throws {
        guard let expected else {
            #expect(throws: ConversionError.self) { try converter.convert(input) }
            return
        }
        let result = try converter.convert(input)
        expectEqual(result.value.rounded(toPlaces: 8).trimmedString, expected)
    }

    @Test(arguments: [
        ("", ConversionError.emptyInput),
        ("5", .missingUnit(after: "5")),
        ("5 km", .missingTargetUnit),
        ("5 km to", .missingTargetUnit),
        ("5 km 3", .missingUnit(after: "3")),
        ("1 2 km mi", .unexpectedNumber("2")),
        ("1.5 1/2 km mi", .unexpectedNumber("1/2")),
        ("1,23,456 km mi", .invalidNumber("1,23,456")),
        ("1,500 m km", .ambiguousNumber("1,500", grouped: "1500", decimal: "1.5")),
        ("1.000 ft m", .ambiguousNumber("1.000", grouped: "1000", decimal: "1")),
        ("-40 K K", .belowAbsoluteZero(value: "-40", unitID: "temperature.kelvin")),
        ("1e999 km mi", .numberOutOfRange("1e999")),
        ("5 km kg", .incompatibleUnits(from: "length.kilometer", to: "mass.kilogram")),
        ("5 ft 3 kg m", .mixedCategories(first: "length.foot", second: "mass.kilogram")),
        ("5 degC 3 degC K", .compoundTemperature("temperature.celsius")),
        ("5 ft -3 in cm", .signedCompoundPart("-3")),
        ("-300 degC K", .belowAbsoluteZero(value: "-300", unitID: "temperature.celsius")),
        ("-1 K degC", .belowAbsoluteZero(value: "-1", unitID: "temperature.kelvin")),
        ("-460 degF K", .belowAbsoluteZero(value: "-460", unitID: "temperature.fahrenheit")),
        ("1 km to 5", .unexpectedNumber("5")),
    ])
    func reportsPreciseErrors(input: String, error: ConversionError) {
        #expect(throws: error) { try converter.convert(input) }
    }

    @Test func unknownUnitSuggestsThreeClosestAliases() throws {
        #expect(throws: ConversionError.unknownUnit("kmm", suggestions: ["mm", "km", "km2"])) {
            try converter.convert("5 kmm mi")
        }
        // Issue 17: nm is the nanometre now (an explicit unit, not a prefix rule); NM stays the nautical mile.
        #expect(try converter.convert("5 nm m").value.exactString == "0.000000005")
        #expect(try converter.convert("5 NM m").value.exactString == "9260")
        do {
            _ = try converter.convert("1 furlong m")
            Issue.record("furlong must be unknown")
        } catch {
            guard case .unknownUnit("furlong", let suggestions) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            expectEqual(suggestions.count, 3)
        }
    }

    @Test func absoluteZeroItselfIsAllowed() throws {
        let result = try converter.convert("-459.67 degF K")
        #expect(result.value.isZero)
    }

    @Test func compoundRecordsEveryPartAndTheInputAsTyped() throws {
        let request = try RequestParser(catalog: .standard).parse("  5 ft   3 in  to cm ")
        expectEqual(request.input, "5 ft 3 in to cm")
        expectEqual(request.parts.map(\.unit.unit.id), ["length.foot", "length.inch"])
        expectEqual(request.parts.map(\.valueText), ["5", "3"])
        expectEqual(request.target.unit.id, "length.centimeter")
        expectEqual(request.sourceUnit.id, "length.foot")
    }

    @Test func ambiguousAliasesResolveToTheDocumentedDefaultAndAreReported() throws {
        let request = try RequestParser(catalog: .standard).parse("1 cup tbsp")
        expectEqual(request.parts[0].unit.unit.id, "volume.us_cup")
        expectEqual(request.target.unit.id, "volume.us_tablespoon")
        expectEqual(request.ambiguities.map(\.alias), ["cup", "tbsp"])
        #expect(
            request.ambiguities.first?.alternativeIDs == [
                "volume.us_legal_cup", "volume.metric_cup", "volume.imperial_cup",
            ])
        let unambiguous = try RequestParser(catalog: .standard).parse("1 metric cup ml")
        #expect(unambiguous.ambiguities.isEmpty)
    }

    @Test(arguments: [
        ("160 cm ft;in", ["5 length.foot", "2.99212598 length.inch"]),
        ("1.75 m to ft;in", ["5 length.foot", "8.8976378 length.inch"]),
        ("1 mi ft;in", ["5280 length.foot", "0 length.inch"]),
        ("-160 cm ft;in", ["-5 length.foot", "-2.99212598 length.inch"]),
        ("100000 s;in mi;yd;ft", []),
    ])
    func mixedUnitOutput(input: String, expected: [String]) throws {
        guard !expected.isEmpty else {
            #expect(throws: ConversionError.self) { try converter.convert(input) }
            return
        }
        let parts = converter.mixedParts(of: try converter.convert(input))
        #expect(parts.map { "\($0.value.rounded(toPlaces: 8).trimmedString) \($0.unit.id)" } == expected)
    }

    @Test func intervalsDoNotStopAtAbsoluteZeroButScalesDo() throws {
        #expect(try converter.convert("-300 delta_degC K").value.exactString == "-300")
        #expect(throws: ConversionError.belowAbsoluteZero(value: "-300", unitID: "temperature.celsius")) {
            try converter.convert("-300 degC K")
        }
        #expect(throws: ConversionError.self) { try converter.convert("1 delta_m ft") }
    }
}
