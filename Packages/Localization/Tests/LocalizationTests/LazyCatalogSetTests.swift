import Testing

@testable import Localization

/// Catalogs are decoded one language at a time, on first use (unitconv's start-up decoded all 21 before).
@Suite struct LazyCatalogSetTests {
    static let set = CatalogSet(
        name: "T",
        json: [
            .english: Array(#"{"a": "A"}"#.utf8), .german: Array(#"{"a": "Ä"}"#.utf8),
            .turkish: Array(#"{"a": 5}"#.utf8),
        ])

    @Test func looksUpOnlyTheLanguagesAskedFor() {
        let set = Self.set
        #expect(set.decodedLanguages.isEmpty)
        #expect(set.entry("a", in: .german) == .text("Ä"))
        #expect(set.decodedLanguages == [.german])
        let localizer = Localizer(language: .german, sets: [set])
        #expect(localizer.text("a") == "Ä")
        #expect(set.decodedLanguages == [.german])
    }

    @Test func theWholeSetIsStillAvailable() {
        let set = CatalogSet(
            name: "T", json: [.english: Array(#"{"a": "A"}"#.utf8), .turkish: Array(#"{"a": 5}"#.utf8)])
        #expect(set.languages == [.english, .turkish])
        #expect(set.catalogs.keys.sorted { $0.tag < $1.tag } == [.english])
        #expect(set.loadErrors[.turkish] != nil)
        #expect(set.entry("a", in: .turkish) == nil)
    }
}
