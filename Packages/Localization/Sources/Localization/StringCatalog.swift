import Foundation

/// The texts of one module in one language, read from a flat JSON object (Docs/CONVENTIONS.md).
///
/// ```json
/// { "fee.total": "Total: {0}", "deadline.days": { "one": "{0} day", "other": "{0} days" } }
/// ```
public struct StringCatalog: Equatable, Sendable {
    /// The language of every text in the catalog.
    public let language: Language
    /// The entries by key.
    public let entries: [String: CatalogEntry]

    /// Creates a catalog from entries already in memory (tests, generated code).
    ///
    /// - Parameters:
    ///   - language: the language of the texts.
    ///   - entries: the entries by key.
    public init(language: Language, entries: [String: CatalogEntry]) {
        self.language = language
        self.entries = entries
    }

    /// Reads a catalog from the bytes of its JSON file (as embedded by `.embedInCode`).
    ///
    /// - Parameters:
    ///   - language: the language of the texts.
    ///   - json: UTF-8 JSON: an object whose values are strings or objects mapping plural categories to strings.
    /// - Throws: `CatalogError` when the JSON does not have that shape.
    public init(language: Language, json: [UInt8]) throws(CatalogError) {
        let root: JSONValue
        do {
            root = try JSONScanner.parse(json)
        } catch {
            throw .notAJSONObject("expected \(error.expected) at byte \(error.offset)")
        }
        guard let members = root.objectValue else { throw .notAJSONObject("top level is not an object") }
        var entries: [String: CatalogEntry] = [:]
        entries.reserveCapacity(members.count)
        for (key, value) in members {
            entries[key] = try Self.entry(key: key, value: value)
        }
        self.init(language: language, entries: entries)
    }

    /// One entry from its JSON value: a string, or an object of plural forms.
    static func entry(key: String, value: JSONValue) throws(CatalogError) -> CatalogEntry {
        if let text = value.stringValue { return .text(text) }
        guard let object = value.objectValue else { throw .invalidValue(key: key) }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in object {
            guard let category = PluralCategory(rawValue: name) else {
                throw .unknownPluralCategory(key: key, category: name)
            }
            guard let text = form.stringValue else { throw .invalidValue(key: key) }
            forms[category] = text
        }
        return .plural(forms)
    }
}
