import Expectations
import Localization
import Testing

@testable import ConversionKit

@Suite struct LocalizationTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        expectEqual(CatalogConsistencyChecker.issues(in: ConversionStrings.catalogs), [])
    }

    @Test(arguments: Language.allCases)
    func everyUnitHasLongShortAndBareNamesWithEveryPluralForm(language: Language) throws {
        let catalog = try #require(ConversionStrings.catalogs.catalogs[language])
        for unit in UnitCatalog.standard.units {
            guard case .plural(let forms) = catalog.entries["unit.\(unit.id).long"] else {
                Issue.record("\(language.tag): unit.\(unit.id).long is missing or not plural")
                continue
            }
            expectEqual(Set(forms.keys), language.pluralCategories, "\(language.tag) \(unit.id)")
            for form in forms.values { #expect(form.contains("{0}"), "\(language.tag) \(unit.id): \(form)") }
            guard case .plural(let short) = catalog.entries["unit.\(unit.id).short"],
                case .text(let name) = catalog.entries["unit.\(unit.id).name"]
            else {
                Issue.record("\(language.tag): plural short or bare name of \(unit.id) missing")
                continue
            }
            expectEqual(Set(short.keys), language.pluralCategories, "\(language.tag) \(unit.id) short")
            for form in short.values { #expect(form.contains("{0}"), "\(language.tag) \(unit.id): \(form)") }
            #expect(!name.isEmpty && !name.contains("{0}"))
        }
    }

    @Test func everyErrorHasAMessageInEveryLanguage() throws {
        let errors: [ConversionError] = [
            .emptyInput, .invalidNumber("x"), .ambiguousNumber("1,500", grouped: "1500", decimal: "1.5"),
            .numberOutOfRange("1e999"), .missingValue, .missingUnit(after: "5"),
            .missingTargetUnit, .unexpectedNumber("2"), .unknownUnit("x", suggestions: []),
            .unknownUnit("x", suggestions: ["m"]), .incompatibleUnits(from: "a", to: "b"),
            .mixedCategories(first: "a", second: "b"), .compoundTemperature("c"), .signedCompoundPart("-3"),
            .belowAbsoluteZero(value: "-300", unitID: "temperature.celsius"), .precisionOutOfRange(9),
            .invalidUnitTable("x"), .ambiguousApostrophe("1'500", grouped: "1500"),
            .differenceTarget(from: "temperature.celsius", to: "temperature.kelvin"),
            .ambiguousUnitWord("Tasse", alternatives: ["volume.us_cup"]),
        ]
        for language in Language.allCases {
            let catalog = try #require(ConversionStrings.catalogs.catalogs[language])
            for error in errors { #expect(catalog.entries[error.messageKey] != nil, "\(language.tag) \(error)") }
        }
    }

    static func formatter(_ language: Language, precision: Int = 8) throws -> QuantityFormatter {
        QuantityFormatter(
            numbers: try ResultFormatter(precision: precision),
            localizer: Localizer(language: language, sets: [ConversionStrings.catalogs]))
    }

    @Test(arguments: [
        (Language.english, "5 km mi", QuantityFormatter.Style.short, "3.10685596 mi"),
        (.english, "1 km mi", .long, "0.62137119 miles"),
        (.english, "1.609344 km mi", .long, "1 mile"),
        (.german, "5 km mi", .short, "3,10685596 mi"),
        (.german, "5 km mi", .long, "3,10685596 Meilen"),
        (.french, "2.4140160 km mi", .long, "1,5\u{00A0}mile"),
        (.spanish, "1.609344 km mi", .long, "1 milla"),
        (.turkish, "5 km mi", .long, "3,10685596 mil"),
        (.japanese, "100 mph km/h", .long, "時速 160.9344 キロメートル"),
        (.japanese, "1 metric tsp ml", .short, "5 ml"),
        (.japanese, "5 ml uk tsp", .long, "小さじ1"),
        (.japanese, "5 ml us tsp", .long, "1.01442068 米国ティースプーン"),
        (.japanese, "1000 kg t", .long, "1 トン"),
        (.french, "1 us cup us cup", .short, "1 tasse US"),
        (.french, "2 us cup us cup", .short, "2 tasses US"),
        (.german, "2 us cup us cup", .short, "2\u{00A0}US Cups"),
        (.spanish, "-40 degC degF", .short, "-40 °F"),
        (.turkish, "1 ft2 ft2", .long, "1 fit kare"),
        (.simplifiedChinese, "1 short ton short ton", .short, "1短吨"),
        (.german, "1 us tsp us tsp", .long, "1\u{00A0}US-Teelöffel"),
        (.simplifiedChinese, "1 l us cup", .short, "4.22675284美制杯"),
        (.english, "0 degC degF", .short, "32°F"),
        (.english, "1e15 mm km", .short, "1,000,000,000 km"),
        (.english, "1e18 mm km", .short, "1E12 km"),
        (.german, "1e18 mm km", .long, "1E12 Kilometer"),
    ])
    func formatsQuantities(language: Language, input: String, style: QuantityFormatter.Style, expected: String)
        throws
    {
        let result = try UnitConversionEngine().convert(input)
        let text = try Self.formatter(language).format(result.value, unit: result.targetUnit, style: style)
        expectEqual(text, expected)
    }

    @Test func ambiguityNoteNamesTheChoiceAndTheAlternatives() throws {
        let resolved = try UnitCatalog.standard.resolve("cup")
        let ambiguity = try #require(resolved.ambiguity)
        #expect(
            try Self.formatter(.english).note(for: ambiguity)
                == "note: “cup” read as US cup (volume.us_cup); for another, name it: volume.us_legal_cup, "
                + "volume.metric_cup, volume.imperial_cup")
    }

    @Test func namesAndSymbolsForListings() throws {
        let mile = try #require(UnitCatalog.standard.unit(withID: "length.mile"))
        #expect(try Self.formatter(.english).name(of: mile) == "mile")
        #expect(try Self.formatter(.english).symbol(of: mile) == "mi")
        #expect(try Self.formatter(.german).name(of: mile) == "Meile")
    }
}
