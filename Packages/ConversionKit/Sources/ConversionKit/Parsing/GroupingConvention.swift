import Formatting
import Localization

/// How a typed number with one `,` or `.` followed by exactly three digits (`1,500`, `1.500`) is read, and whether
/// `1'500` groups.
///
/// Such a number is ambiguous between a thousands separator (1500) and a decimal separator (1.5). It is read by a
/// convention's separators: the one that is its grouping separator groups, the one that is its decimal separator
/// is a decimal, and a separator that is neither (`1,500` in de-CH, which writes `1'500.5`; `1.500` in fr, which
/// writes `1 500,5`) is refused with both readings named; it is never guessed. Everything else is unambiguous
/// whatever the convention: `1,5` and `1.25` are decimals, `1,234.5` and `1.234,5` are 1234.5, `1,234,567` is
/// grouped.
public struct GroupingConvention: Sendable, Hashable, CustomStringConvertible {
    /// The decimal separator (`.` or `,`); nil when no convention is known.
    public let decimalSeparator: Character?
    /// The grouping separator (`,`, `.`, `'`, U+00A0, U+202F); nil when no convention is known.
    public let groupingSeparator: Character?

    /// Creates a convention from its two separators.
    ///
    /// - Parameters:
    ///   - decimalSeparator: the decimal separator, nil for none.
    ///   - groupingSeparator: the grouping separator, nil for none.
    public init(decimalSeparator: Character?, groupingSeparator: Character?) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
    }

    /// `,` groups thousands and `.` is the decimal point (en, zh-Hans, ja, es-MX): `1,500` = 1500, `1.500` = 1.5.
    public static let commaGroups = Self(decimalSeparator: ".", groupingSeparator: ",")
    /// `.` groups thousands and `,` is the decimal comma (tr, es-ES, de-DE): `1.500` = 1500, `1,500` = 1.5.
    public static let pointGroups = Self(decimalSeparator: ",", groupingSeparator: ".")
    /// No convention: `1,500`, `1.500` and `1'500` are refused with both readings named.
    public static let refuseAmbiguous = Self(decimalSeparator: nil, groupingSeparator: nil)
    /// The three conventions of the seven languages' tables (a region may have others: ``init(symbols:)``).
    public static let allCases: [Self] = [.commaGroups, .pointGroups, .refuseAmbiguous]

    /// The convention of a language given by a BCP 47 or POSIX tag (`de`, `de_DE.UTF-8`).
    ///
    /// The decimal comma languages group with points, the others with commas; ``refuseAmbiguous`` for a language Formatting does not
    /// know. Used when no locale names the number convention (`LC_ALL`, `LC_NUMERIC`, `LANG` unset or `C`).
    ///
    /// - Parameter tag: the language tag.
    public init(languageTag tag: String) {
        guard let language = Language(identifier: tag) else {
            self = .refuseAmbiguous
            return
        }
        self = LanguageConventions(tag: language.tag).decimalSeparator == "," ? .pointGroups : .commaGroups
    }

    /// The convention of a CLDR locale's separators (`es_MX`: `.` and `,`; `de_CH`: `.` and `'`).
    ///
    /// - Parameter symbols: the locale's separators.
    public init(symbols: RegionNumberSymbols) {
        self.init(decimalSeparator: symbols.decimalSeparator, groupingSeparator: symbols.groupingSeparator)
    }

    /// Whether `separator` (`,` or `.`) followed by exactly three digits groups thousands; nil when refused.
    func readsAsGrouping(_ separator: Character) -> Bool? {
        if separator == groupingSeparator { return true }
        if separator == decimalSeparator { return false }
        return nil
    }

    /// Whether an apostrophe (`'` or `’`) between digits groups them (de-CH, fr-CH, it-CH: `1'500`).
    var groupsWithApostrophe: Bool { groupingSeparator == "'" || groupingSeparator == "\u{2019}" }

    /// `.` and `,` for ``commaGroups``, and so on; `refuse` for ``refuseAmbiguous``.
    public var description: String {
        guard let decimalSeparator, let groupingSeparator else { return "refuse" }
        return "decimal \(decimalSeparator), grouping \(groupingSeparator)"
    }
}
