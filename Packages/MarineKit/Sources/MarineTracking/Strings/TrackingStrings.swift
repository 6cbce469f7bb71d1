import Localization

/// The string catalogs of MarineTracking's texts (`Resources/tracking-strings.<lang>.json`).
///
/// They hold the boat settings' errors (`error.boat.*`, one per field, each naming its unit). The app layer lists
/// them in its tool's catalogs beside MarineKit's navigation and weather catalogs.
public enum TrackingStrings {
    /// The catalogs of every language, English (the fallback) included.
    public static let catalogs = CatalogSet(
        name: "MarineTracking",
        json: Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                // Read on first use; a language without a resource fails to decode and is reported by the catalog
                // checks (`CatalogSet.loadErrors`).
                (language, { @Sendable in catalogJSON(language: language.rawValue) ?? [] })
            }))

    /// The UTF-8 JSON bytes of the catalog for a language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static func catalogJSON(language: String) -> [UInt8]? {
        switch language {
        case "en": PackageResources.tracking_strings_en_json
        case "tr": PackageResources.tracking_strings_tr_json
        case "es": PackageResources.tracking_strings_es_json
        case "fr": PackageResources.tracking_strings_fr_json
        case "de": PackageResources.tracking_strings_de_json
        case "zh-Hans": PackageResources.tracking_strings_zh_Hans_json
        case "ja": PackageResources.tracking_strings_ja_json
        default: nil
        }
    }
}
