import Localization

/// The unit names of ConversionKit's seven catalogs as input: `5 kilomètres mi`, `3 Seemeilen km`, `2 公里 m`.
///
/// Every long form (each plural category) and bare name of every unit, with the number placeholder and the spaces
/// around it removed, folded to lower case (names), and every short form as written (symbols stay case-sensitive,
/// so `KM` or `Mm` never match). A text that names different units in two languages (or two forms) is left out
/// rather than guessed.
enum LocalizedUnitNames {
    /// Folded long name or bare name → unit id, built on first use (only when the table's aliases did not match).
    static let index: [String: String] = build(forms: ["long", "name"], folding: true)
    /// Short form as written → unit id.
    static let symbols: [String: String] = build(forms: ["short"], folding: false)

    /// The unit id a localized name (folded) or symbol (as typed) names.
    static func id(for text: String) -> String? {
        symbols[text] ?? index[UnitCatalog.folded(text)]
    }

    /// Reads every `unit.<category>.<name>.<form>` entry of the given forms in every language.
    private static func build(forms: Set<String>, folding: Bool) -> [String: String] {
        var ids: [String: String] = [:]
        var clashes: Set<String> = []
        for catalog in ConversionStrings.catalogs.catalogs.values {
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
