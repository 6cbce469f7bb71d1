import Localization

/// The string catalogs of the cloud sync texts (`Resources/sync-strings.<lang>.json`), apart from the navigation
/// and weather catalogs so each can be edited on its own; the app layer lists it in its tool's catalogs.
public enum SyncStrings {
    /// The catalogs of every language, English (the fallback) included.
    public static let catalogs = CatalogSet(
        name: "MarineKit sync",
        json: Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                // Read on first use; a language without a resource fails to decode and is reported by the catalog
                // checks (`CatalogSet.loadErrors`).
                (language, { @Sendable in catalogJSON(language: language.rawValue) ?? [] })
            }))

    /// The UTF-8 JSON bytes of the catalog for a language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static func catalogJSON(language: String) -> [UInt8]? {
        switch language {
        case "en": PackageResources.sync_strings_en_json
        case "tr": PackageResources.sync_strings_tr_json
        case "es": PackageResources.sync_strings_es_json
        case "fr": PackageResources.sync_strings_fr_json
        case "de": PackageResources.sync_strings_de_json
        case "zh-Hans": PackageResources.sync_strings_zh_Hans_json
        case "ja": PackageResources.sync_strings_ja_json
        default: nil
        }
    }
}
