import CLIKit
import Expectations
import Formatting
import Localization
import PDFWriting
import Testing
import Validation

/// The foundation libraries' errors carry their own texts (issue 20): each package's catalogs are complete in the
/// seven languages, and an error reads the same through the library as through a tool.
@Suite struct FoundationErrorTextTests {
    /// Localization's catalogs and CLIKit's, which hold the texts of the foundation packages that stand alone
    /// (Validation, Formatting, PDFWriting).
    static let sets = [LocalizationStringCatalogs.catalogs, CLIStrings.catalogs]

    @Test(arguments: sets)
    func catalogsAreCompleteInSevenLanguages(set: CatalogSet) {
        expectEqual(CatalogConsistencyChecker.issues(in: set).map(\.description), [], "\(set.name)")
        expectEqual(set.languages, Set(Language.allCases), "\(set.name)")
    }

    /// The one bridge from the language type to Formatting's tables: every `Language`'s tag reaches its own table
    /// (none falls back to English's), and a number reads the same either way.
    @Test func everyLanguageTagReachesItsOwnConventions() {
        let tables = Language.allCases.map { LanguageConventions(tag: $0.tag) }
        expectEqual(Set(tables).count, Language.allCases.count)
        expectEqual(Set(tables), Set(LanguageConventions.supported))
        expectEqual(LanguageConventions(tag: Language.turkish.tag), .turkish)
        expectEqual(LanguageConventions(tag: Language.simplifiedChinese.tag), .simplifiedChinese)
    }

    /// Formatting's parse errors read the same through the library (its own English) as through CLIKit's catalogs.
    @Test func formattingErrorsDescribeThemselvesAsCLIKitDoes() throws {
        let errors: [any CatalogLocalizedError] = [
            NumberParseError.misplacedSeparator(",", offset: 4), CoordinateParseError.hemisphereOfOtherAxis("E"),
            DateParseError.nonexistentDate, FontParseError.notTrueType, PDFFontLoadError.unreadable(path: "/f.ttf"),
        ]
        for error in errors {
            let english = Localizer(language: .english, sets: CLIStrings.sets).message(for: error)
            expectEqual(error.description, english)
            expectNotEqual(error.message(in: .german), english)
        }
    }

    @Test func unsupportedLanguageNamesTheSupportedTags() {
        let error = UnsupportedLanguageError(identifier: "it")
        expectEqual(
            error.localizedDescription, "unsupported language 'it'; use one of: tr, en, es, fr, de, zh-Hans, ja")
        #expect(error.message(in: .turkish).hasPrefix("desteklenmeyen dil 'it'"))
    }

    /// One line per failure, numbers with the language's separators, `decimalPlaces` chosen by its plural rule.
    @Test func inputValidationErrorListsEveryFailure() {
        let error = InputValidationError(failures: [
            ValidationFailure(
                field: "--amount", rule: .range, value: .number(12_500), limits: [.number(0), .number(10_000)]),
            ValidationFailure(field: "--rate", rule: .decimalPlaces, value: .number(1.125), limits: [.number(1)]),
        ])
        #expect(
            "\(error)" == """
                --amount: 12,500 is outside the allowed range 0 to 10,000
                --rate: 1.125 has more than 1 decimal place
                """)
        #expect(error.message(in: .german).hasPrefix("--amount: 12.500 "))
    }

    /// Positions in the messages count from 1 (the cases' offsets from 0).
    @Test func parseErrorsNameThePositionFromOne() {
        #expect(
            NumberParseError.invalidCharacter("a", offset: 2).description
                == "“a” at position 3 cannot appear in a number")
        #expect(DateParseError.malformed(offset: 4).message(in: .english).contains("from position 5 on"))
        expectEqual(CoordinateParseError.outOfRange(limit: 90).message(in: .french), "la coordonnée dépasse 90°")
    }

    @Test func fontErrorsNameTheFileAndPackage() {
        let missing = PDFFontLoadError.defaultFontMissing(path: "/f.ttf", package: "fonts-dejavu-core")
        #expect(
            missing.localizedDescription
                == "font not found: “/f.ttf”; install the fonts-dejavu-core package or pass --font FILE")
        expectEqual(FontParseError.missingTable("glyf").message(in: .japanese), "フォントに “glyf” テーブルがありません")
    }
}
