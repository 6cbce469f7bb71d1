import Expectations
import Testing

@testable import ConversionKit

@Suite struct UnitCatalogTests {
    /// Id and exact factor to the SI base unit, worked out by hand from NIST SP 811 Appendix B, NIST HB-44 Appendix C
    /// and the UK Weights and Measures Act 1985 Schedule 1.
    static let researchTable: [(String, String)] = [
        ("length.nanometer", "1/1000000000"),
        ("length.micrometer", "1/1000000"),
        ("length.millimeter", "1/1000"),
        ("length.centimeter", "1/100"),
        ("length.decimeter", "1/10"),
        ("length.meter", "1"),
        ("length.kilometer", "1000"),
        ("length.thou", "127/5000000"),
        ("length.inch", "127/5000"),
        ("length.foot", "381/1250"),
        ("length.yard", "1143/1250"),
        ("length.mile", "201168/125"),
        ("length.nautical_mile", "1852"),
        ("length.fathom", "1143/625"),
        ("mass.nanogram", "1/1000000000000"),
        ("mass.microgram", "1/1000000000"),
        ("mass.milligram", "1/1000000"),
        ("mass.gram", "1/1000"),
        ("mass.kilogram", "1"),
        ("mass.tonne", "1000"),
        ("mass.ounce", "45359237/1600000000"),
        ("mass.pound", "45359237/100000000"),
        ("mass.stone", "317514659/50000000"),
        ("mass.short_ton", "45359237/50000"),
        ("mass.long_ton", "317514659/312500"),
        ("volume.nanoliter", "1/1000000000000"),
        ("volume.microliter", "1/1000000000"),
        ("volume.milliliter", "1/1000000"),
        ("volume.centiliter", "1/100000"),
        ("volume.deciliter", "1/10000"),
        ("volume.liter", "1/1000"),
        ("volume.cubic_meter", "1"),
        ("volume.hectoliter", "1/10"),
        ("volume.cubic_foot", "55306341/1953125000"),
        ("volume.cubic_inch", "2048383/125000000000"),
        ("volume.us_teaspoon", "157725491/32000000000000"),
        ("volume.us_tablespoon", "473176473/32000000000000"),
        ("volume.us_fluid_ounce", "473176473/16000000000000"),
        ("volume.us_cup", "473176473/2000000000000"),
        ("volume.us_legal_cup", "3/12500"),
        ("volume.us_pint", "473176473/1000000000000"),
        ("volume.us_quart", "473176473/500000000000"),
        ("volume.us_gallon", "473176473/125000000000"),
        ("volume.uk_teaspoon", "1/200000"),
        ("volume.uk_tablespoon", "3/200000"),
        ("volume.imperial_teaspoon_trad", "454609/76800000000"),
        ("volume.imperial_tablespoon_trad", "454609/25600000000"),
        ("volume.imperial_fluid_ounce", "454609/16000000000"),
        ("volume.imperial_cup", "454609/1600000000"),
        ("volume.metric_cup", "1/4000"),
        ("volume.imperial_pint", "454609/800000000"),
        ("volume.imperial_quart", "454609/400000000"),
        ("volume.imperial_gallon", "454609/100000000"),
        ("area.square_meter", "1"),
        ("area.square_centimeter", "1/10000"),
        ("area.hectare", "10000"),
        ("area.square_kilometer", "1000000"),
        ("area.square_foot", "145161/1562500"),
        ("area.square_yard", "1306449/1562500"),
        ("area.acre", "316160658/78125"),
        ("area.square_mile", "40468564224/15625"),
        ("speed.kilometer_per_hour", "5/18"),
        ("speed.mile_per_hour", "1397/3125"),
        ("speed.meter_per_second", "1"),
        ("speed.knot", "463/900"),
        ("speed.foot_per_second", "381/1250"),
    ]

    @Test(arguments: researchTable)
    func everyResearchedUnitHasItsExactFactor(id: String, factor: String) throws {
        let unit = try #require(UnitCatalog.standard.unit(withID: id))
        expectEqual(unit.factor, Rational(exactLiteral: factor))
        expectEqual(unit.offset, .zero)
        #expect(!unit.source.isEmpty)
    }

    @Test func tableHasExactlyTheResearchedUnitsPlusTemperature() {
        let ids = Set(UnitCatalog.standard.units.map(\.id))
        let expected = Set(Self.researchTable.map(\.0)).union([
            "temperature.celsius", "temperature.fahrenheit", "temperature.kelvin", "temperature.rankine",
        ])
        expectEqual(ids, expected)
        expectEqual(UnitCatalog.standard.units.count, 70)
    }

    @Test func everyCategoryHasItsBaseUnitWithFactorOne() throws {
        for category in UnitCategory.allCases {
            let base = try #require(UnitCatalog.standard.unit(withID: category.baseUnitID))
            expectEqual(base.factor, Rational(1))
            expectEqual(base.category, category)
        }
    }

    @Test(arguments: [
        ("temperature.celsius", "1", "273.15"),
        ("temperature.fahrenheit", "5/9", "459.67"),
        ("temperature.kelvin", "1", "0"),
        ("temperature.rankine", "5/9", "0"),
    ])
    func temperatureScalesAreAffine(id: String, factor: String, offset: String) throws {
        let unit = try #require(UnitCatalog.standard.unit(withID: id))
        expectEqual(unit.factor, Rational(exactLiteral: factor))
        expectEqual(unit.offset, Rational(exactLiteral: offset))
    }

    @Test(arguments: [
        ("nmi", "length.nautical_mile"), ("NM", "length.nautical_mile"), ("ftm", "length.fathom"),
        ("fathoms", "length.fathom"), ("kn", "speed.knot"),
        ("kt", "speed.knot"), ("lb", "mass.pound"), ("oz", "mass.ounce"), ("st", "mass.stone"),
        ("us cup", "volume.us_cup"), ("US Cup", "volume.us_cup"), ("imp pint", "volume.imperial_pint"),
        ("°C", "temperature.celsius"), ("degF", "temperature.fahrenheit"), ("ha", "area.hectare"),
        ("ac", "area.acre"), ("km/h", "speed.kilometer_per_hour"), ("kph", "speed.kilometer_per_hour"),
        ("mph", "speed.mile_per_hour"), ("m/s", "speed.meter_per_second"), ("fl  oz", "volume.us_fluid_ounce"),
        ("tonne", "mass.tonne"), ("t", "mass.tonne"), ("mL", "volume.milliliter"), ("l", "volume.liter"),
    ])
    func resolvesAliases(alias: String, id: String) throws {
        #expect(try UnitCatalog.standard.resolve(alias).unit.id == id)
    }

    @Test(arguments: [
        ("cup", "volume.us_cup"), ("tablespoon", "volume.us_tablespoon"), ("tbsp", "volume.us_tablespoon"),
        ("tsp", "volume.us_teaspoon"), ("ton", "mass.short_ton"), ("gallon", "volume.us_gallon"),
        ("pint", "volume.us_pint"), ("quart", "volume.us_quart"), ("fl oz", "volume.us_fluid_ounce"),
    ])
    func ambiguousAliasesReportTheirDefault(alias: String, id: String) throws {
        let resolved = try UnitCatalog.standard.resolve(alias)
        expectEqual(resolved.unit.id, id)
        expectEqual(resolved.ambiguity?.defaultID, id)
        expectEqual(resolved.ambiguity?.alternativeIDs.isEmpty, false)
    }

    @Test(arguments: ["Mm", "MM", "KM", "mmi", "kmi", "Nmi", "dam", "NM2", "nmi2"])
    func neverAppliesSIPrefixesOrCaseFoldsSymbols(alias: String) {
        #expect(!UnitCatalog.standard.recognizes(alias))
    }

    @Test func rejectsATableWithACollidingAlias() {
        let unit = UnitDefinition(
            id: "length.meter", category: .length, factor: Rational(1), symbols: ["m"], names: [], source: "test")
        let twin = UnitDefinition(
            id: "length.metre", category: .length, factor: Rational(1), symbols: ["m"], names: [], source: "test")
        #expect(throws: ConversionError.self) { try UnitCatalog(units: [unit, twin], ambiguities: []) }
        #expect(throws: ConversionError.self) {
            try UnitCatalog(
                units: [unit],
                ambiguities: [AmbiguousAlias(alias: "x", defaultID: "length.nope", alternativeIDs: [])])
        }
    }

    @Test func rejectsMalformedTableJSON() {
        let bad = Array(
            #"{"units": [{"id": "length.x", "factor": "0", "source": "", "symbols": [], "names": []}], "ambiguous": []}"#
                .utf8)
        #expect(throws: ConversionError.self) { try UnitCatalog(json: bad) }
        #expect(throws: ConversionError.self) { try UnitCatalog(json: Array("[]".utf8)) }
    }

    /// Malformed tables and the message each one gets.
    static let malformedTables: [(json: String, message: String)] = [
        (
            #"{"units": [{"id": "length.x", "source": "", "symbols": [], "names": []}], "ambiguous": []}"#,
            "factor of length.x is not a string"
        ),
        (
            #"{"units": [{"id": "length.x", "factor": "1", "source": "", "symbols": [2], "names": []}], "ambiguous": []}"#,
            "symbols of length.x is not a string"
        ),
        (#"{"units": []}"#, "ambiguous is not an array"),
        (#"[]"#, "the unit table is not an object"),
        (#"{"units": [}"#, "not JSON: expected a value at byte 11"),
    ]

    /// A malformed table names what is wrong (the maintainer editing units.json reads this, not a decoder dump).
    @Test(arguments: malformedTables)
    func malformedTableNamesTheField(json: String, message: String) {
        #expect(throws: ConversionError.invalidUnitTable(message)) { try UnitCatalog(json: Array(json.utf8)) }
    }
}
