import Expectations
import Foundation
import Testing

/// One term per concept per language (issue 21 "Words"): Docs/glossary.json names the term of each concept and the
/// variants that must not appear; every string catalog of the workspace is checked against it, and no text ends in
/// a fragment whose noun is missing ("— the boat's").
@Suite struct GlossaryTests {
    /// One concept of the glossary.
    struct Concept: Decodable, Sendable, CustomTestStringConvertible {
        let id: String
        let terms: [String: String]
        let forbidden: [String: [String]]
        var testDescription: String { id }
    }

    /// The glossary file.
    struct Glossary: Decodable, Sendable {
        let concepts: [Concept]
        let danglingEndings: [String: [String]]
    }

    /// One text of a catalog: the file, the key (with the plural category) and the text.
    struct CatalogText: Sendable {
        let file: String
        let key: String
        let text: String
    }

    static let languages = ["tr", "en", "es", "fr", "de", "zh-Hans", "ja"]
    /// Languages written without spaces between words: variants are matched as substrings.
    static let unspacedLanguages: Set<String> = ["ja", "zh-Hans"]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func loadGlossary() throws -> Glossary {
        let data = try Data(contentsOf: root.appendingPathComponent("Docs/glossary.json"))
        return try JSONDecoder().decode(Glossary.self, from: data)
    }

    static let glossary: Glossary = (try? loadGlossary()) ?? Glossary(concepts: [], danglingEndings: [:])

    /// The catalog files of a language: the apps' and every package's (CLIKit's included) (`…strings.<lang>.json`).
    static func catalogFiles(language: String) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        let folders = ["Apps", "Packages"]
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = manager.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker
            where path.hasSuffix("strings.\(language).json") && path.contains("/Resources/")
                && !path.contains(".build")
            {
                files.append("\(folder)/\(path)")
            }
        }
        return files.sorted()
    }

    /// Every text of every catalog of a language (each form of a plural entry separately).
    static func texts(language: String) throws -> [CatalogText] {
        var texts: [CatalogText] = []
        for file in catalogFiles(language: language) {
            let data = try Data(contentsOf: root.appendingPathComponent(file))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            for (key, value) in object {
                if let text = value as? String {
                    texts.append(CatalogText(file: file, key: key, text: text))
                } else if let forms = value as? [String: String] {
                    for (category, text) in forms {
                        texts.append(CatalogText(file: file, key: "\(key).\(category)", text: text))
                    }
                }
            }
        }
        return texts
    }

    /// The words of a text, lowercased (letters only; digits, punctuation and spaces separate words).
    static func words(of text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    }

    static func contains(_ variant: String, in text: String, language: String) -> Bool {
        if unspacedLanguages.contains(language) || variant.contains(" ") {
            return text.lowercased().contains(variant.lowercased())
        }
        return words(of: text).contains(variant.lowercased())
    }

    @Test func theGlossaryLoads() throws {
        let glossary = try Self.loadGlossary()
        #expect(!glossary.concepts.isEmpty)
        expectEqual(Set(glossary.danglingEndings.keys), Set(Self.languages))
        for language in Self.languages {
            #expect(!Self.catalogFiles(language: language).isEmpty, "no catalog of \(language)")
        }
    }

    @Test(
        "no catalog uses a forbidden variant, and each language uses the concept's term", arguments: glossary.concepts)
    func oneTermPerConcept(concept: Concept) throws {
        for language in Self.languages {
            let texts = try Self.texts(language: language)
            for variant in concept.forbidden[language] ?? [] {
                let offenders = texts.filter { Self.contains(variant, in: $0.text, language: language) }
                let places = offenders.map { "\($0.file) \($0.key)" }
                let term = concept.terms[language] ?? "?"
                #expect(offenders.isEmpty, "\(concept.id), \(language): use “\(term)”, not “\(variant)”, in \(places)")
            }
            if let term = concept.terms[language] {
                #expect(
                    texts.contains { $0.text.lowercased().contains(term.lowercased()) },
                    "\(concept.id), \(language): the glossary's term “\(term)” appears in no catalog")
            }
        }
    }

    @Test("no text ends in a fragment whose noun is missing", arguments: languages)
    func noDanglingFragments(language: String) throws {
        let endings = Self.glossary.danglingEndings[language] ?? []
        for text in try Self.texts(language: language) {
            let trimmed = text.text.trimmingCharacters(in: .whitespaces)
            for ending in endings where trimmed.hasSuffix(ending) {
                Issue.record("\(text.file) \(text.key) ends in “\(ending)”: \(trimmed)")
            }
        }
    }

    /// The German leg and fee, and the Turkish leg, that issue 21 found: the check would catch them.
    @Test func theCheckFindsTheReportedVariants() {
        #expect(Self.contains("Schlag", in: "Schlag 1: Bodrum → Knidos", language: "de"))
        #expect(Self.contains("Etappe", in: "schlechteste Etappe: 1 → 2", language: "de"))
        #expect(Self.contains("Mediationsgebühren", in: "Mediationsgebühren: 9.000 TL", language: "de"))
        #expect(Self.contains("ayak", in: "en kötü ayak: 1 → 2", language: "tr"))
        #expect(!Self.contains("ayak", in: "ayakkabı", language: "tr"))
        #expect(Self.contains("レグ", in: "レグ 1: 1 → 2", language: "ja"))
    }
}
