import Localization

/// The unit names of ConversionKit's seven catalogs as input: `5 kilomètres mi`, `3 Seemeilen km`, `2 公里 m`.
///
/// A language's words and abbreviations belong to that language (issue 32): in Turkish `mil` is the mile and `ton`
/// the tonne, in French `pi` is the foot, in Spanish `M` the nautical mile, and in English they are the thou, an
/// unknown word, an unknown word and the US ton. So the input language's own forms (every long form, bare name
/// and short form) are looked up first; the other languages' long forms and names are accepted after the table's
/// aliases, when no two languages disagree on them; their short forms never are.
///
/// Names are folded to lower case; short forms match as written (so `KM` or `Mm` never match). A text that names
/// different units in one language (or two forms) is left out rather than guessed.
enum LocalizedUnitNames {
    /// The forms of one language: short forms as written, and long forms and names folded.
    struct Forms: Sendable {
        let symbols: [String: String]
        let names: [String: String]

        /// The unit id `text` names in these forms.
        func id(for text: String) -> String? {
            symbols[text] ?? names[UnitCatalog.folded(text)]
        }
    }

    /// Folded long name or bare name of any language → unit id, without names two languages disagree on; built on
    /// first use (only when the table's aliases did not match).
    static let index: [String: String] = build(
        ConversionStrings.catalogs.catalogs.values, forms: ["long", "name"], folding: true)

    /// The forms of each of the seven languages, each built on its first use from that language's catalog only
    /// (a run in one language decodes one catalog: cold start).
    private static let tr = forms(of: .turkish)
    private static let en = forms(of: .english)
    private static let es = forms(of: .spanish)
    private static let fr = forms(of: .french)
    private static let de = forms(of: .german)
    private static let zh = forms(of: .simplifiedChinese)
    private static let ja = forms(of: .japanese)

    /// The forms of `language`.
    private static func forms(in language: Language) -> Forms {
        switch language {
        case .turkish: tr
        case .english: en
        case .spanish: es
        case .french: fr
        case .german: de
        case .simplifiedChinese: zh
        case .japanese: ja
        }
    }

    /// The unit id a name of any language names (folded, after the table's aliases).
    static func id(for text: String) -> String? {
        index[UnitCatalog.folded(text)]
    }

    /// The unit id one of `language`'s own forms names.
    static func id(for text: String, in language: Language) -> String? {
        forms(in: language).id(for: text)
    }

    /// Every form of `language` (short as written, long and names folded) with its unit id, for listings.
    static func spellings(in language: Language) -> [(text: String, id: String)] {
        let forms = forms(in: language)
        return (forms.symbols.map { ($0.key, $0.value) } + forms.names.map { ($0.key, $0.value) })
    }

    private static func forms(of language: Language) -> Forms {
        let catalogs = ConversionStrings.catalogs.catalog(in: language).map { [$0] } ?? []
        return Forms(
            symbols: build(catalogs, forms: ["short"], folding: false),
            names: build(catalogs, forms: ["long", "name"], folding: true))
    }

    /// Reads every `unit.<category>.<name>.<form>` entry of the given forms in the given catalogs.
    private static func build(_ catalogs: some Sequence<StringCatalog>, forms: Set<String>, folding: Bool)
        -> [String: String]
    {
        var ids: [String: String] = [:]
        var clashes: Set<String> = []
        for catalog in catalogs {
            for (key, entry) in catalog.entries where key.hasPrefix("unit.") {
                let parts = key.split(separator: ".")
                guard parts.count == 4, forms.contains(String(parts[3])) else { continue }
                let id = "\(parts[1]).\(parts[2])"
                for name in names(in: entry, folding: folding) {
                    if let existing = ids[name], existing != id { clashes.insert(name) } else { ids[name] = id }
                }
            }
        }
        for name in clashes { ids[name] = nil }
        return ids
    }

    /// The forms of one entry without the placeholder, spaces normalized, folded.
    private static func names(in entry: CatalogEntry, folding: Bool) -> [String] {
        let forms: [String] =
            switch entry {
            case .text(let text): [text]
            case .plural(let forms): Array(forms.values)
            }
        return forms.compactMap { form in
            let words = form.replacingPlaceholder().split { $0.isWhitespace }
            let name = words.joined(separator: " ")
            return words.isEmpty ? nil : folding ? UnitCatalog.folded(name) : name
        }
    }
}

extension String {
    /// The text with `{0}` removed.
    fileprivate func replacingPlaceholder() -> String {
        guard let range = range(of: "{0}") else { return self }
        return String(self[..<range.lowerBound]) + " " + String(self[range.upperBound...])
    }
}
