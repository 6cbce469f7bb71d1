import Expectations
import Foundation
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
        expectEqual(set.entry("a", in: .german), .text("Ä"))
        let localizer = Localizer(language: .german, sets: [set])
        expectEqual(localizer.text("a"), "Ä")
        for _ in 0..<LazyCatalogStore.skimmedLookups { #expect(set.entry("a", in: .german) == .text("Ä")) }
        expectEqual(set.decodedLanguages, [.german])
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
        expectEqual(set.decodedLanguages, [.english])
    }

    /// A skimmed entry that is not a text (`{"a": 5}`) sends the lookup to the whole decode, which fails as before.
    @Test func anEntryThatIsNotATextDecodesTheCatalog() {
        let set = CatalogSet(name: "T", json: [.turkish: Array(#"{"b": "B", "a": 5}"#.utf8)])
        expectEqual(set.entry("b", in: .turkish), .text("B"))
        #expect(set.entry("a", in: .turkish) == nil)
        expectEqual(set.decodedLanguages, [.turkish])
        #expect(set.entry("b", in: .turkish) == nil)
    }

    @Test func theWholeSetIsStillAvailable() {
        let set = CatalogSet(
            name: "T", json: [.english: Array(#"{"a": "A"}"#.utf8), .turkish: Array(#"{"a": 5}"#.utf8)])
        expectEqual(set.languages, [.english, .turkish])
        #expect(set.catalogs.keys.sorted { $0.tag < $1.tag } == [.english])
        #expect(set.loadErrors[.turkish] != nil)
        #expect(set.entry("a", in: .turkish) == nil)
    }

    /// Issue 17: a set built from closures calls one only when its language is first needed, and only once; the
    /// other languages' bytes are never made (unitconv copied all seven languages of its 3 sets at every start).
    @Test func readsALanguagesJSONOnlyWhenThatLanguageIsNeeded() {
        let reads = ReadCounter()
        let set = CatalogSet(
            name: "T",
            json: [
                .english: { reads.note(.english, Array(#"{"a": "A"}"#.utf8)) },
                .german: { reads.note(.german, Array(#"{"a": "Ä"}"#.utf8)) },
                .japanese: { reads.note(.japanese, Array(#"{"a": "エー"}"#.utf8)) },
            ])
        expectEqual(set.languages, [.english, .german, .japanese])
        #expect(reads.counts.isEmpty)
        for _ in 0..<(LazyCatalogStore.skimmedLookups + 2) { #expect(set.entry("a", in: .german) == .text("Ä")) }
        expectEqual(reads.counts, [.german: 1])
        expectEqual(set.catalogs.count, 3)
        expectEqual(reads.counts, [.english: 1, .german: 1, .japanese: 1])
    }
}

/// Counts the calls of each language's JSON source.
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [Language: Int] = [:]

    /// The calls so far.
    var counts: [Language: Int] { lock.withLock { calls } }

    /// Records one call for `language` and returns `bytes`.
    func note(_ language: Language, _ bytes: [UInt8]) -> [UInt8] {
        lock.withLock { calls[language, default: 0] += 1 }
        return bytes
    }
}
