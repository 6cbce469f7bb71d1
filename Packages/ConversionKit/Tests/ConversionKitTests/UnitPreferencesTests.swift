import Expectations
import Testing

@testable import ConversionKit

/// Issue 32, item 9: with no target, the region's preferred unit from CLDR 48's unitPreferenceData.
@Suite struct UnitPreferencesTests {
    /// value, unit id, usage, region → target ids, region used, other system taken.
    static let rows: [(String, String, String?, String?, [String], String, Bool)] = [
        ("5", "length.kilometer", nil, "US", ["length.mile"], "US", false),
        ("5", "length.kilometer", nil, "de", ["length.mile"], "US", true),
        ("5", "length.mile", nil, nil, ["length.kilometer"], "001", false),
        ("5", "length.kilometer", "road", "GB", ["length.mile"], "GB", false),
        ("0.3", "length.kilometer", "road", "GB", ["length.yard"], "GB", false),
        ("175", "length.centimeter", "person-height", "US", ["length.foot", "length.inch"], "US", false),
        ("175", "length.centimeter", "person-height", "TR", ["length.meter", "length.centimeter"], "TR", false),
        ("70", "mass.kilogram", "person", "GB", ["mass.stone", "mass.pound"], "GB", false),
        ("20", "temperature.celsius", nil, "US", ["temperature.fahrenheit"], "US", false),
        ("20", "temperature.celsius", "weather", "FR", ["temperature.fahrenheit"], "US", true),
        ("2", "volume.us_cup", nil, "DE", ["volume.milliliter"], "001", false),
        ("3", "length.kilometer", "road", "SE", ["length.mile"], "US", true),
    ]

    @Test(arguments: rows)
    func choosesTheRegionsUnit(row: (String, String, String?, String?, [String], String, Bool)) throws {
        let (value, id, usage, region, targets, used, isOther) = row
        let unit = try #require(UnitCatalog.standard.unit(withID: id))
        let preference = try UnitPreferences.standard.preferred(
            for: try #require(Rational(exactLiteral: value)), in: unit, usage: usage, region: region)
        #expect(
            [preference.units.map(\.id), [preference.region, "\(preference.isOtherSystem)"]]
                == [targets, [used, "\(isOther)"]])
    }

    @Test func refusesAUsageCLDRLacksNamingTheKnownOnes() throws {
        let unit = try #require(UnitCatalog.standard.unit(withID: "length.kilometer"))
        expectEqual(UnitPreferences.standard.cldrVersion, "48")
        #expect(
            throws: ConversionError.unknownUsage(
                "cooking", category: "length",
                known: [
                    "default", "focal-length", "person", "person-height", "rainfall", "road", "snowfall", "vehicle",
                    "visiblty",
                ])
        ) { try UnitPreferences.standard.preferred(for: Rational(5), in: unit, usage: "cooking", region: "DE") }
    }
}
