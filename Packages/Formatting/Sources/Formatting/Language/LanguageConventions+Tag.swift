extension LanguageConventions {
    /// The conventions of the language a BCP 47 tag (or POSIX locale name) names, by its primary language subtag.
    ///
    /// `tr`, `en`, `es`, `fr`, `de`, `zh` and `ja` pick the seven tables, in any case and with any script or region
    /// after `-` or `_` (`tr-TR`, `de_DE.UTF-8`, `zh-Hans`). Every other tag gives ``english``, the same fallback
    /// Localization's `Language` uses; a Chinese tag gives ``simplifiedChinese`` whatever its script, since the
    /// tables have no Traditional Chinese unit words. Bridge from a `Language` with its tag:
    ///
    /// ```swift
    /// DecimalFormatter().format(12.5, conventions: LanguageConventions(tag: "de"))  // "12,50"
    /// ```
    ///
    /// - Parameter tag: the tag, for example Localization's `language.tag`.
    public init(tag: String) {
        if let exact = Self.byPrimarySubtag[tag] ?? (tag == "zh-Hans" ? .simplifiedChinese : nil) {
            self = exact  // the tags Localization's `Language` gives: no splitting on every number formatted
            return
        }
        let primary = tag.split(whereSeparator: { "-_.@".contains($0) }).first.map { $0.lowercased() } ?? ""
        self = Self.byPrimarySubtag[primary] ?? .english
    }

    /// The seven tables, in the order `tr`, `en`, `es`, `fr`, `de`, `zh-Hans`, `ja`.
    public static let supported: [LanguageConventions] = [
        .turkish, .english, .spanish, .french, .german, .simplifiedChinese, .japanese,
    ]

    /// The primary language subtag of each table (ISO 639-1).
    static let byPrimarySubtag: [String: LanguageConventions] = [
        "tr": .turkish, "en": .english, "es": .spanish, "fr": .french, "de": .german, "zh": .simplifiedChinese,
        "ja": .japanese,
    ]
}
