import Localization

extension UnitDefinition {
    /// The unit's bare name in a language, for listings: `mile`, `US cup`, `Seemeile`, `英里`.
    ///
    /// No number formatter is needed: the name comes straight from ``ConversionStrings`` (`unit.<id>.name`).
    ///
    /// - Parameter language: the language of the name.
    /// - Returns: the localized name (the English one when the language's catalog lacks it; a user-defined unit's
    ///   own name).
    public func localizedName(in language: Language) -> String {
        if isUserDefined { return names.first ?? id }
        return Self.localizer(language).text("unit.\(id).name")
    }

    /// The unit's symbol in a language, without a number: `mi`, `US cup`, `小さじ`, `km/h`.
    ///
    /// - Parameter language: the language of the symbol.
    /// - Returns: the short form (`unit.<id>.short`) with its placeholder and the spaces around it removed.
    public func localizedSymbol(in language: Language) -> String {
        if isUserDefined { return names.first ?? id }
        return Self.localizer(language).text("unit.\(id).short", "").trimmingSpaces()
    }

    /// A localizer over ConversionKit's catalogs only.
    static func localizer(_ language: Language) -> Localizer {
        Localizer(language: language, sets: [ConversionStrings.catalogs])
    }
}

extension UnitCategory {
    /// The category's title in a language: `Length`, `Uzunluk`, `長さ` (`category.<id>` in ``ConversionStrings``).
    ///
    /// - Parameter language: the language of the title.
    /// - Returns: the localized title.
    public func localizedName(in language: Language) -> String {
        UnitDefinition.localizer(language).text("category.\(rawValue)")
    }
}

extension String {
    /// Drops spaces (including U+00A0 and U+202F) at both ends.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
