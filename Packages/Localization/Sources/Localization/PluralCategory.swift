/// A CLDR plural category (Unicode TR35, Part 3 "Numbers", §5 Language Plural Rules).
///
/// The raw value is the key used in a catalog's plural object: `{"one": "…", "other": "…"}`.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
    /// `zero` (not used by the seven languages; accepted in catalogs of other languages).
    case zero
    /// `one`.
    case one
    /// `two` (not used by the seven languages).
    case two
    /// `few` (not used by the seven languages).
    case few
    /// `many` (Spanish and French: exact multiples of a million, `1000000 de …`).
    case many
    /// `other`, the category every language has.
    case other

    /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
    ///
    /// - Parameters:
    ///   - lhs: a category.
    ///   - rhs: another category.
    /// - Returns: whether `lhs` comes first.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs, default: 0) < allCases.firstIndex(of: rhs, default: 0)
    }
}

extension Array where Element == PluralCategory {
    fileprivate func firstIndex(of category: PluralCategory, default fallback: Int) -> Int {
        firstIndex(of: category) ?? fallback
    }
}
