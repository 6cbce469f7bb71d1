import Foundation

/// A language the workspace's tools and libraries can show text in.
///
/// English is the fallback: a key missing from another language's catalog is looked up in English.
/// The raw value is the BCP 47 tag used in catalog file names (`strings.<rawValue>.json`) and accepted by `--lang`.
public enum Language: String, CaseIterable, Sendable, Codable, Hashable {
    /// Turkish (`tr`).
    case turkish = "tr"
    /// English (`en`), the fallback language.
    case english = "en"
    /// Spanish (`es`).
    case spanish = "es"
    /// French (`fr`).
    case french = "fr"
    /// German (`de`).
    case german = "de"
    /// Simplified Chinese (`zh-Hans`).
    case simplifiedChinese = "zh-Hans"
    /// Japanese (`ja`).
    case japanese = "ja"

    /// The language used when a text is missing in the requested one, and when nothing else is known.
    public static let fallback = Language.english

    /// The language's BCP 47 tag, for example `zh-Hans`.
    public var tag: String { rawValue }

    /// Reads a language tag or POSIX locale name.
    ///
    /// Accepts BCP 47 tags and POSIX locale names in any case: `tr`, `tr-TR`, `tr_TR.UTF-8`, `de_DE@euro`,
    /// `zh`, `zh-Hans`, `zh_CN`, `zh_Hans_CN`, `ja_JP.eucJP`. `C` and `POSIX` (the portable locale) give English.
    /// Chinese maps to `zh-Hans`, the only Chinese script the catalogs have, unless it names Traditional Chinese
    /// (`zh-Hant`, or the regions that write it: `zh_TW`, `zh_HK`, `zh_MO`): their readers are not shown Simplified
    /// Chinese unasked, so those fail like any unsupported language (`--lang` refuses, the environment gives
    /// English; `LANGUAGE=zh_TW:zh_CN` or `--lang zh-Hans` asks for Simplified Chinese explicitly).
    ///
    /// Fails when the identifier names none of the seven languages.
    ///
    /// - Parameter identifier: the tag or locale name; surrounding whitespace is ignored.
    public init?(identifier: String) {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        let base = trimmed.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        if base == "C" || base == "POSIX" {
            self = .english
            return
        }
        let primary = base.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })
            .first.map { $0.lowercased() }
        guard let primary, let language = Language.byPrimarySubtag[primary] else { return nil }
        if language == .simplifiedChinese && Language.isTraditionalChinese(base) { return nil }
        self = language
    }

    /// Whether a Chinese tag or locale name names Traditional Chinese: the `Hant` script, or a region writing it
    /// (Taiwan, Hong Kong, Macao) without the `Hans` script.
    private static func isTraditionalChinese(_ base: String) -> Bool {
        let subtags = Set(
            base.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst().map(String.init))
        if subtags.contains("hans") { return false }
        return subtags.contains("hant") || !subtags.isDisjoint(with: ["tw", "hk", "mo"])
    }

    private static let byPrimarySubtag: [String: Language] = [
        "tr": .turkish, "en": .english, "es": .spanish, "fr": .french, "de": .german,
        "zh": .simplifiedChinese, "ja": .japanese,
    ]
}
