/// Why a catalog's JSON could not be read.
public enum CatalogError: Error, Equatable, Sendable {
    /// The bytes are not a JSON object (the decoder's description follows).
    case notAJSONObject(String)
    /// A key's value is neither a string nor an object of strings.
    case invalidValue(key: String)
    /// A plural object uses a key that is not a CLDR category (`zero one two few many other`).
    case unknownPluralCategory(key: String, category: String)
}
