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
        let localizer = Localizer(language: .german, sets: [set])
        #expect(localizer.text("a") == "Ä")
        for _ in 0..<LazyCatalogStore.skimmedLookups { #expect(set.entry("a", in: .german) == .text("Ä")) }
        #expect(set.decodedLanguages == [.german])
    }

    /// Issue 17: the first lookups read only the entry asked for, stepping over values of every JSON kind (here
    /// also ones a catalog may not hold); the catalog is decoded whole after `skimmedLookups` of them.
    @Test func firstLookupsReadOneEntryOnly() {
        let json = #"""
            {"n": 5.5e3, "list": [1, {"x": "}"}, [true, null]], "say \"hi\"": "quoted",
             "day": {"one": "{0} day", "other": "{0} days"}, "tail": "a \" b"}
            """#
        let set = CatalogSet(name: "T", json: [.english: Array(json.utf8)])
        let expected: [(String, CatalogEntry?)] = [
            ("tail", .text(#"a " b"#)), ("day", .plural([.one: "{0} day", .other: "{0} days"])),
            (#"say "hi""#, .text("quoted")), ("missing", nil),
        ]
        for (key, entry) in expected { #expect(set.entry(key, in: .english) == entry, "\(key)") }
        #expect(set.decodedLanguages.isEmpty)
        for _ in 0..<LazyCatalogStore.skimmedLookups { _ = set.entry("tail", in: .english) }
        #expect(set.decodedLanguages == [.english])
    }

    /// A skimmed entry that is not a text (`{"a": 5}`) sends the lookup to the whole decode, which fails as before.
    @Test func anEntryThatIsNotATextDecodesTheCatalog() {
        let set = CatalogSet(name: "T", json: [.turkish: Array(#"{"b": "B", "a": 5}"#.utf8)])
        #expect(set.entry("b", in: .turkish) == .text("B"))
        #expect(set.entry("a", in: .turkish) == nil)
        #expect(set.decodedLanguages == [.turkish])
        #expect(set.entry("b", in: .turkish) == nil)
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
