import Formatting
import Localization

/// Writes a value with its localized unit name: `3.10685596 mi`, `3,10685596 Meilen`, `時速100キロメートル`.
///
/// The number comes from a ``ResultFormatter`` (exact, rounded once, the language's separators); the unit pattern
/// from ``ConversionStrings``. Long and short names choose their CLDR plural form from the number as shown, so
/// English writes `1 mile` but `1.5 miles`, French `1,5 mile` (CLDR: i = 0 or 1 is singular) and `2 tasses US`.
public struct QuantityFormatter: Sendable {
    /// How a unit is named.
    public enum Style: String, Sendable, CaseIterable {
        /// Symbols and abbreviations: `5 km`.
        case short
        /// Full words with plural forms: `5 kilometers`.
        case long
    }

    /// The number formatter.
    public let numbers: ResultFormatter
    /// Where the unit names are looked up (must search ``ConversionStrings/catalogs``).
    public let localizer: Localizer
    /// The separators numbers are written with when they are not the language's: the user's region
    /// (`LC_NUMERIC=es_MX` writes `1.5` in Spanish text), so what is printed reads back by the same convention.
    public var numberSymbols: RegionNumberSymbols?

    /// Creates a formatter.
    ///
    /// - Parameters:
    ///   - numbers: precision and notation of the number.
    ///   - localizer: the language and catalogs of the names.
    ///   - numberSymbols: the region's separators, nil for the language's.
    public init(numbers: ResultFormatter, localizer: Localizer, numberSymbols: RegionNumberSymbols? = nil) {
        self.numbers = numbers
        self.localizer = localizer
        self.numberSymbols = numberSymbols
    }

    /// A value with its unit name.
    ///
    /// - Parameters:
    ///   - value: the exact value.
    ///   - unit: its unit.
    ///   - style: short or long names.
    /// - Returns: for example `3.10685596 mi`.
    public func format(_ value: Rational, unit: UnitDefinition, style: Style = .short) -> String {
        let number = number(value)
        if unit.isUserDefined { return number + " " + unit.localizedName(in: localizer.language) }
        let operands = PluralOperands(numbers.pluralOperandText(value)) ?? PluralOperands(2)
        return localizer.plural("unit.\(unit.id).\(style.rawValue)", operands: operands, number)
    }

    /// A value with its unit name, marked as a temperature difference when it is one: `18 Δ°F`,
    /// `18 degrees Fahrenheit (difference)`.
    ///
    /// - Parameters:
    ///   - value: the exact value.
    ///   - unit: its unit.
    ///   - style: short or long names.
    ///   - isDifference: whether the value is a difference of temperatures rather than a temperature on the scale.
    /// - Returns: for example `18 Δ°F`.
    public func format(_ value: Rational, unit: UnitDefinition, style: Style = .short, isDifference: Bool) -> String {
        guard isDifference else { return format(value, unit: unit, style: style) }
        switch style {
        case .short: return localizer.text("unit.difference.short", number(value), symbol(of: unit))
        case .long: return localizer.text("unit.difference.long", format(value, unit: unit, style: .long))
        }
    }

    /// The number as shown, with the region's separators when ``numberSymbols`` is set.
    public func number(_ value: Rational) -> String {
        let text = numbers.text(value, language: localizer.language)
        guard let numberSymbols else { return text }
        let conventions = LanguageConventions(tag: localizer.language.tag)
        return String(
            text.map { character in
                if character == conventions.decimalSeparator { return numberSymbols.decimalSeparator }
                if character == conventions.groupingSeparator { return numberSymbols.groupingSeparator }
                return character
            })
    }

    /// The unit's bare name, for listings: `mile`, `US cup`, `Seemeile`.
    ///
    /// - Parameter unit: the unit.
    /// - Returns: the localized name.
    public func name(of unit: UnitDefinition) -> String {
        unit.localizedName(in: localizer.language)
    }

    /// The unit's symbol pattern without a number: `mi`, `US cup`, `小さじ`.
    ///
    /// - Parameter unit: the unit.
    /// - Returns: the short form with the placeholder removed.
    public func symbol(of unit: UnitDefinition) -> String {
        unit.localizedSymbol(in: localizer.language)
    }

    /// The one-line note that an ambiguous alias was read as its default, listing the explicit alternatives.
    ///
    /// - Parameter ambiguity: the alias and its resolution.
    /// - Returns: for example `note: “cup” read as US cup (volume.us_cup); for another, name it: …`.
    public func note(for ambiguity: AmbiguousAlias) -> String {
        let chosen = localizer.text("unit.\(ambiguity.defaultID).name") + " (\(ambiguity.defaultID))"
        return localizer.text(
            "note.ambiguousAlias", ambiguity.alias, chosen, ambiguity.alternativeIDs.joined(separator: ", "))
    }
}
