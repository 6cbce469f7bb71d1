import Expectations
import Localization
import Testing

@Suite struct LocalizerTests {
    static let module = CatalogSet(
        name: "Module",
        json: [
            .english: Array(
                #"{"greeting": "Hello, {0}!", "days": {"one": "{0} day", "other": "{0} days"}, "only.en": "English only", "order": "{1} before {0}", "error.x": "bad {0}"}"#
                    .utf8),
            .turkish: Array(#"{"greeting": "Merhaba {0}!", "days": {"one": "{0} gün", "other": "{0} gün"}}"#.utf8),
            .french: Array(
                #"{"greeting": "Bonjour {0} !", "days": {"one": "{0} jour", "many": "{0} de jours", "other": "{0} jours"}}"#
                    .utf8),
        ])
    static let override = CatalogSet(
        name: "Override", catalogs: [StringCatalog(language: .turkish, entries: ["greeting": .text("Selam {0}")])])

    @Test func looksUpTheLanguageThenEnglishThenTheKey() {
        let turkish = Localizer(language: .turkish, sets: [Self.module])
        expectEqual(turkish.text("greeting", "Ayşe"), "Merhaba Ayşe!")
        expectEqual(turkish.text("only.en"), "English only")
        expectEqual(turkish.text("no.such.key", "x"), "no.such.key")
        expectEqual(Localizer(language: .german, sets: [Self.module]).text("greeting", "Jo"), "Hello, Jo!")
    }

    @Test func earlierSetsWin() {
        let localizer = Localizer(language: .turkish, sets: [Self.override, Self.module])
        expectEqual(localizer.text("greeting", "Ali"), "Selam Ali")
        expectEqual(localizer.entry("greeting")?.language, .turkish)
        expectEqual(localizer.entry("only.en")?.language, .english)
        #expect(localizer.entry("missing") == nil)
    }

    @Test func positionalArgumentsMayBeReordered() {
        let localizer = Localizer(language: .english, sets: [Self.module])
        expectEqual(localizer.text("order", "A", "B"), "B before A")
        #expect(localizer.text("order", arguments: ["A"]) == "{1} before A")
    }

    @Test(arguments: [
        (Language.english, 1, "1 day"), (.english, 2, "2 days"), (.turkish, 1, "1 gün"), (.turkish, 3, "3 gün"),
        (.french, 0, "0 jour"), (.french, 2, "2 jours"), (.french, 1_000_000, "1000000 de jours"),
        (.japanese, 1, "1 day"),
    ])
    func pluralSelectsTheLanguagesCategory(language: Language, count: Int, expected: String) {
        let localizer = Localizer(language: language, sets: [Self.module])
        expectEqual(localizer.plural("days", count: count, "\(count)"), expected)
    }

    @Test func pluralOfDisplayedDecimals() throws {
        let english = Localizer(language: .english, sets: [Self.module])
        #expect(english.plural("days", operands: try #require(PluralOperands("1.0")), "1.0") == "1.0 days")
        #expect(english.plural("days", operands: try #require(PluralOperands("1")), "1") == "1 day")
        expectEqual(english.plural("missing", operands: PluralOperands(1)), "missing")
        expectEqual(english.plural("missing", count: 1), "missing")
        expectEqual(english.text("days", "5"), "5 days")
        expectEqual(english.plural("greeting", count: 1, "Al"), "Hello, Al!")
    }

    @Test func pluralWithoutTheCategoryFallsBackToOther() {
        let sparse = CatalogSet(
            name: "Sparse",
            catalogs: [StringCatalog(language: .spanish, entries: ["n": .plural([.one: "uno", .other: "{0} más"])])])
        let localizer = Localizer(language: .spanish, sets: [sparse])
        expectEqual(localizer.plural("n", count: 1_000_000, "1000000"), "1000000 más")
        let onlyOne = CatalogSet(
            name: "OnlyOne", catalogs: [StringCatalog(language: .english, entries: ["n": .plural([.one: "one"])])])
        expectEqual(Localizer(language: .english, sets: [onlyOne]).plural("n", count: 5), "one")
    }

    @Test func errorsAreRenderedThroughTheCatalog() {
        struct BadThing: LocalizableError {
            var messageKey: String { "error.x" }
            var messageArguments: [String] { ["1.5"] }
            func messageArguments(for language: Language) -> [String] {
                language == .turkish ? ["1,5"] : messageArguments
            }
        }
        expectEqual(Localizer(language: .english, sets: [Self.module]).message(for: BadThing()), "bad 1.5")
        expectEqual(Localizer(language: .turkish, sets: [Self.module]).message(for: BadThing()), "bad 1,5")
    }

    @Test func bracesThatAreNotPlaceholdersStayLiteral() {
        let set = CatalogSet(
            name: "Braces",
            catalogs: [
                StringCatalog(language: .english, entries: ["json": .text(#"{"a": {0}} {x} {-1} {a{0} {3} {01} {"#)])
            ])
        #expect(Localizer(language: .english, sets: [set]).text("json", "7", "8") == #"{"a": 7} {x} {-1} {a7 {3} 8 {"#)
        #expect(CatalogEntry.text(#"{"a": {0}} {12}"#).placeholders == [0, 12])
        #expect(CatalogEntry.plural([.one: "{0}", .other: "{1} {2}"]).placeholders == [0, 1, 2])
    }
}
