import Expectations
import Localization
import Testing

@Suite struct CatalogConsistencyCheckerTests {
    private static func set(_ catalogs: [Language: [String: CatalogEntry]]) -> CatalogSet {
        CatalogSet(name: "T", catalogs: catalogs.map { StringCatalog(language: $0.key, entries: $0.value) })
    }

    @Test func consistentCatalogsHaveNoIssues() {
        let set = Self.set([
            .english: ["a": .text("{0} x"), "n": .plural([.one: "{0} day", .other: "{0} days"])],
            .turkish: ["a": .text("x {0}"), "n": .plural([.one: "{0} gün", .other: "{0} gün"])],
            .spanish: ["a": .text("{0}"), "n": .plural([.one: "{0} día", .many: "{0} de días", .other: "{0} días"])],
            .japanese: ["a": .text("{0}"), "n": .plural([.other: "{0} 日"])],
        ])
        #expect(
            CatalogConsistencyChecker.issues(in: set, requiredLanguages: [.english, .turkish, .spanish, .japanese])
                == [])
    }

    @Test func reportsMissingLanguagesAndKeys() {
        let set = Self.set([.english: ["a": .text("A"), "b": .text("B")], .german: ["a": .text("A")]])
        let issues = CatalogConsistencyChecker.issues(in: set, requiredLanguages: [.english, .german, .french])
        expectEqual(issues, [.missingLanguage(.french), .missingKey("b", in: .german)])
        expectEqual(issues.map(\.description), ["no catalog for fr", "key 'b' missing in de"])
    }

    @Test func keyOnlyInANonEnglishCatalogIsMissingInEnglish() {
        let set = Self.set([.english: [:], .turkish: ["yalnız": .text("x")]])
        #expect(
            CatalogConsistencyChecker.issues(in: set, requiredLanguages: [.english, .turkish])
                == [.missingKey("yalnız", in: .english)])
    }

    @Test func reportsPlaceholderMismatchesAgainstEnglish() {
        let set = Self.set([.english: ["a": .text("{0} of {1}")], .french: ["a": .text("{0} sur {2}")]])
        let issues = CatalogConsistencyChecker.issues(in: set, requiredLanguages: [.english, .french])
        expectEqual(issues, [.placeholderMismatch("a", in: .french, expected: [0, 1], found: [0, 2])])
        expectEqual(issues[0].description, "key 'a' in fr has placeholders [0, 2], expected [0, 1]")
    }

    @Test func reportsPluralCategoryProblemsAndKindMismatches() {
        let set = Self.set([
            .english: ["n": .plural([.one: "{0}", .other: "{0}"]), "t": .text("x")],
            .french: ["n": .plural([.one: "{0}", .other: "{0}"]), "t": .plural([.other: "x"])],
            .japanese: ["n": .plural([.one: "{0}", .other: "{0}"]), "t": .text("x")],
        ])
        let issues = CatalogConsistencyChecker.issues(in: set, requiredLanguages: [.english, .french, .japanese])
        #expect(
            issues == [
                .missingPluralCategory("n", in: .french, .many), .unusedPluralCategory("n", in: .japanese, .one),
                .kindMismatch("t", in: .french),
            ])
        #expect(
            issues.map(\.description) == [
                "key 'n' in fr lacks plural category 'many'", "key 'n' in ja has unused plural category 'one'",
                "key 't' in fr is plural in one catalog only",
            ])
    }

    @Test func reportsUnreadableCatalogs() {
        let set = CatalogSet(name: "U", json: [.english: Array("{}".utf8), .german: Array("nope".utf8)])
        let issues = CatalogConsistencyChecker.issues(in: set, requiredLanguages: [.english, .german])
        expectEqual(issues.count, 1)
        #expect(
            issues.first?.description.hasPrefix("catalog de unreadable: the catalog is not a JSON object: ") == true)
    }

    @Test func withoutEnglishTheFirstLanguageIsTheReference() {
        let set = Self.set([.german: ["a": .text("{0}")], .turkish: ["a": .text("{1}")]])
        #expect(
            CatalogConsistencyChecker.issues(in: set, requiredLanguages: [])
                == [.placeholderMismatch("a", in: .turkish, expected: [0], found: [1])])
    }
}
