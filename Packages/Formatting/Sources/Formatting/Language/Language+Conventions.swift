import Localization

extension Language {
    /// The separators, names and patterns this language writes numbers, money, dates, coordinates and units with.
    ///
    /// One language type serves the whole workspace: `Localization`'s ``Language`` picks the catalogs, and the same
    /// value, passed to every formatter and parser here, picks these tables. They follow CLDR 42 as shipped with ICU
    /// on Debian 12 unless ``LanguageConventions`` notes otherwise; a few examples per language:
    ///
    /// | language | number | money | long date |
    /// |---|---|---|---|
    /// | `tr` | `1.234.567,89` | `₺1.234.567,89` | `2 Nisan 2026` |
    /// | `en` | `1,234,567.89` | `₺1,234,567.89` | `April 2, 2026` |
    /// | `es` | `1.234.567,89` (`1234,5` ungrouped) | `1.234.567,89 ₺` | `2 de abril de 2026` |
    /// | `fr` | `1 234 567,89` (U+202F groups) | `1 234 567,89 ₺` (U+00A0 before the sign) | `2 avril 2026` |
    /// | `de` | `1.234.567,89` | `1.234.567,89 ₺` (U+00A0 before the sign) | `2. April 2026` |
    /// | `zh-Hans` | `1,234,567.89` | `₺1,234,567.89` | `2026年4月2日` |
    /// | `ja` | `1,234,567.89` | `₺1,234,567.89` | `2026年4月2日` |
    public var conventions: LanguageConventions {
        switch self {
        case .turkish: .turkish
        case .english: .english
        case .spanish: .spanish
        case .french: .french
        case .german: .german
        case .simplifiedChinese: .simplifiedChinese
        case .japanese: .japanese
        }
    }
}
