import Expectations
import Localization
import Testing

@Suite struct StringCatalogTests {
    @Test func readsTextsAndPluralObjects() throws {
        let json = #"{"a.b": "Text {0}", "c": {"one": "1 thing", "other": "{0} things"}}"#
        let catalog = try StringCatalog(language: .english, json: Array(json.utf8))
        expectEqual(catalog.language, .english)
        #expect(catalog.entries == ["a.b": .text("Text {0}"), "c": .plural([.one: "1 thing", .other: "{0} things"])])
    }

    @Test(arguments: [
        ("not json", "notAJSONObject"),
        ("[1, 2]", "notAJSONObject"),
        (#"{"a": 5}"#, "invalidValue"),
        (#"{"a": {"one": 5}}"#, "invalidValue"),
        (#"{"a": {"single": "x"}}"#, "unknownPluralCategory"),
    ])
    func rejectsMalformedCatalogs(json: String, expectedCase: String) {
        #expect {
            try StringCatalog(language: .english, json: Array(json.utf8))
        } throws: { error in
            (error as? CatalogError)?.messageKey == "catalog.error.\(expectedCase)"
        }
    }

    @Test func catalogSetRecordsUnreadableLanguages() {
        let set = CatalogSet(name: "M", json: [.english: Array(#"{"k": "v"}"#.utf8), .turkish: Array("{".utf8)])
        expectEqual(set.languages, [.english, .turkish])
        #expect(set.catalogs.keys.sorted(by: { $0.tag < $1.tag }) == [.english])
        #expect(set.loadErrors[.turkish] != nil)
        expectEqual(set.entry("k", in: .english), .text("v"))
        #expect(set.entry("k", in: .turkish) == nil)
        #expect(
            CatalogSet(name: "W", json: [.english: Array(#"{"x": {"uno": "a"}}"#.utf8)]).loadErrors[.english]
                == .unknownPluralCategory(key: "x", category: "uno"))
    }
}
