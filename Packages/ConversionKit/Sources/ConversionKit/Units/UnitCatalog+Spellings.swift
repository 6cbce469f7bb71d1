import Localization

extension UnitCatalog {
    /// Every spelling `resolve(_:language:)` takes for `unit` in `language`, for `unitconv list`: the table's
    /// symbols and names, the ambiguous aliases that default to it, `language`'s own unit words and abbreviations,
    /// the English catalog's words and, with `includingOtherLanguages`, the long names of the other languages.
    ///
    /// A spelling another unit takes first in `language` (Turkish `mil` is the mile, not the thou) is left out.
    ///
    /// - Parameters:
    ///   - unit: the unit.
    ///   - language: the input language.
    ///   - includingOtherLanguages: whether to list the other languages' long names too.
    /// - Returns: the spellings, table order first, without repeats (names folded to lower case).
    public func spellings(of unit: UnitDefinition, in language: Language, includingOtherLanguages: Bool = false)
        -> [String]
    {
        var candidates = unit.symbols + unit.names
        candidates += ambiguities.values.filter { $0.defaultID == unit.id }.map(\.alias).sorted()
        let languages = [language, .english] + (includingOtherLanguages ? Language.allCases : [])
        for other in languages {
            candidates += LocalizedUnitNames.spellings(in: other).filter { $0.id == unit.id }.map(\.text).sorted()
        }
        var seen: Set<String> = []
        return candidates.filter { spelling in
            guard seen.insert(spelling).inserted else { return false }
            return (try? resolve(spelling, language: language))?.unit.id == unit.id
        }
    }
}
