/// One of the seven languages every formatter in this module supports.
///
/// Formatting sits in the Foundation tier and does not depend on `Localization`; the app layer maps its chosen
/// language onto this type (`FormatLanguage(code: language.tag)`), and every formatter takes it as a parameter.
/// The conventions behind each case (separators, month names, unit words, currency placement) are in
/// ``LanguageConventions`` and follow CLDR 42 as shipped with ICU on Debian 12 unless noted there.
public enum FormatLanguage: String, CaseIterable, Sendable, Hashable {
    /// Turkish (`tr`): `1.234.567,89`, `₺1.234.567,89`, `2 Nisan 2026`.
    case tr
    /// English (`en`): `1,234,567.89`, `₺1,234,567.89`, `April 2, 2026`.
    case en
    /// Spanish (`es`): `1.234.567,89` (four-digit numbers ungrouped: `1234,5`), `1.234.567,89 ₺`.
    case es
    /// French (`fr`): `1 234 567,89` with U+202F between groups, `1 234 567,89 ₺` with U+00A0 before the sign.
    case fr
    /// German (`de`): `1.234.567,89`, `1.234.567,89 ₺` with U+00A0 before the sign, `2. April 2026`.
    case de
    /// Simplified Chinese (`zh-Hans`): `1,234,567.89`, `₺1,234,567.89`, `2026年4月2日`.
    case zhHans = "zh-Hans"
    /// Japanese (`ja`): `1,234,567.89`, `₺1,234,567.89`, `2026年4月2日`.
    case ja

    /// Creates a language from a BCP 47 or POSIX-style code.
    ///
    /// `tr`, `tr-TR`, `tr_TR.UTF-8`, `zh-Hans`, `zh_CN`, `de-AT`. Matching is case-insensitive; any Chinese code other
    /// than a traditional one (`zh-Hant`, `zh_TW`, `zh_HK`) maps to ``zhHans``. Returns `nil` for languages outside the
    /// seven.
    public init?(code: String) {
        let normalized = code.lowercased().replacingOccurrences(of: "_", with: "-")
        let base = normalized.split(whereSeparator: { $0 == "-" || $0 == "." || $0 == "@" }).first.map(String.init)
        switch base {
        case "tr": self = .tr
        case "en": self = .en
        case "es": self = .es
        case "fr": self = .fr
        case "de": self = .de
        case "ja": self = .ja
        case "zh":
            let traditional = ["zh-hant", "zh-tw", "zh-hk", "zh-mo"].contains { normalized.hasPrefix($0) }
            guard !traditional else { return nil }
            self = .zhHans
        default: return nil
        }
    }

    /// The separators, names and patterns this language uses.
    public var conventions: LanguageConventions {
        switch self {
        case .tr: .turkish
        case .en: .english
        case .es: .spanish
        case .fr: .french
        case .de: .german
        case .zhHans: .simplifiedChinese
        case .ja: .japanese
        }
    }
}
