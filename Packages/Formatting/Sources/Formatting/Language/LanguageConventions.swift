/// How one language writes numbers, money, units, dates and coordinates: separators, grouping, currency placement,
/// month names, unit words and hemisphere letters — a small value type so formatters stay table-driven (the tables
/// are in `LanguageConventions+Table.swift`).
///
/// These are conventions, not a second language type: the workspace names a language one way, Localization's
/// `Language` (catalogs, plural rules, `--lang`), and a caller that has one passes `LanguageConventions(tag:
/// language.tag)` to every formatter and parser here. Formatting itself imports no other workspace package, so its
/// tables are its own data. They follow CLDR 42 as shipped with ICU on Debian 12 unless the table notes otherwise; a
/// few examples per tag:
///
/// | tag | number | money | long date |
/// |---|---|---|---|
/// | `tr` | `1.234.567,89` | `₺1.234.567,89` | `2 Nisan 2026` |
/// | `en` | `1,234,567.89` | `₺1,234,567.89` | `April 2, 2026` |
/// | `es` | `1.234.567,89` (`1234,5` ungrouped) | `1.234.567,89 ₺` | `2 de abril de 2026` |
/// | `fr` | `1 234 567,89` (U+202F groups) | `1 234 567,89 ₺` (U+00A0 before the sign) | `2 avril 2026` |
/// | `de` | `1.234.567,89` | `1.234.567,89 ₺` (U+00A0 before the sign) | `2. April 2026` |
/// | `zh-Hans` | `1,234,567.89` | `₺1,234,567.89` | `2026年4月2日` |
/// | `ja` | `1,234,567.89` | `₺1,234,567.89` | `2026年4月2日` |
///
/// Every space that separates a number from its unit or currency sign is U+00A0 NO-BREAK SPACE so a value never
/// wraps between number and unit; French groups digits with U+202F NARROW NO-BREAK SPACE (CLDR 42).
public struct LanguageConventions: Sendable, Hashable {
    /// Where the currency sign goes relative to the number.
    public enum CurrencyPlacement: Sendable, Hashable {
        /// Sign directly before the number, no space: `₺1.234,50`, `-₺1.234,50`.
        case prefix
        /// Sign after the number, separated by U+00A0: `1.234,50 ₺`, `-1.234,50 ₺`.
        case suffixWithSpace
    }

    /// Decimal separator: `,` or `.`.
    public let decimalSeparator: Character
    /// Separator between groups of three integer digits: `.`, `,` or U+202F.
    public let groupingSeparator: Character
    /// Integer digits a number needs before grouping starts: 4 (CLDR default) or 5 (Spanish: `1234,5` but
    /// `12.345,5`).
    public let minimumDigitsForGrouping: Int
    /// Where the currency sign goes.
    public let currencyPlacement: CurrencyPlacement
    /// Month names as used in a long date (genitive where the language inflects), January first; 12 entries.
    public let monthNames: [String]
    /// Long date pattern with `{d}`, `{M}` (month name), `{m}` (month number) and `{y}` placeholders.
    public let longDatePattern: String
    /// Unit words and symbols, each a pattern with `{0}` for the number.
    public let units: UnitWords
    /// Hemisphere letters in the order north, south, east, west (Turkish `K G D B`, German `N S O W`).
    public let hemisphereLetters: [Character]

    /// Creates conventions; the seven supported languages use the static tables (``init(tag:)``, ``turkish``, …).
    public init(
        decimalSeparator: Character, groupingSeparator: Character, minimumDigitsForGrouping: Int,
        currencyPlacement: CurrencyPlacement, monthNames: [String], longDatePattern: String, units: UnitWords,
        hemisphereLetters: [Character]
    ) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minimumDigitsForGrouping = minimumDigitsForGrouping
        self.currencyPlacement = currencyPlacement
        self.monthNames = monthNames
        self.longDatePattern = longDatePattern
        self.units = units
        self.hemisphereLetters = hemisphereLetters
    }
}
