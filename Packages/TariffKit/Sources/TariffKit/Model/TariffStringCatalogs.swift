import Localization

/// TariffKit's string catalogs (`Resources/strings.<lang>.json`, CONVENTIONS.md "Localization"), for apps to load
/// into their localizer: error messages (``TariffError/messageKey``), breakdown lines (`fee.breakdown.<kind>`),
/// assumptions (`assumption.<id>`), dispute type names (`disputeType.<id>`) and day kinds (`deadline.status.<kind>`).
public enum TariffStringCatalogs {
    /// The catalog JSON of each language, keyed by language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static let byLanguage: [String: [UInt8]] = [
        "en": PackageResources.strings_en_json, "tr": PackageResources.strings_tr_json,
        "es": PackageResources.strings_es_json, "fr": PackageResources.strings_fr_json,
        "de": PackageResources.strings_de_json, "zh-Hans": PackageResources.strings_zh_Hans_json,
        "ja": PackageResources.strings_ja_json,
    ]

    /// The catalogs as a set for a `Localizer` (apps list it after their own module's set).
    public static let catalogs = CatalogSet(
        name: "TariffKit",
        json: [
            .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json },
            .spanish: { PackageResources.strings_es_json }, .french: { PackageResources.strings_fr_json },
            .german: { PackageResources.strings_de_json },
            .simplifiedChinese: { PackageResources.strings_zh_Hans_json },
            .japanese: { PackageResources.strings_ja_json },
        ])
}
