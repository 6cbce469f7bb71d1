import Localization

/// The string catalogs of MarineCoastline's texts (`Resources/coastline-strings.<lang>.json`).
///
/// They hold the coastline's and the fetch's errors (``CoastlineError``, `error.coastline.*`; ``FetchError``,
/// `error.fetch.*`). The app layer lists them in its tool's catalogs beside MarineKit's other modules'.
public enum CoastlineStrings {
    /// The catalogs of every language, English (the fallback) included.
    public static let catalogs = CatalogSet(
        name: "MarineCoastline",
        json: Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                // Read on first use; a language without a resource fails to decode and is reported by the catalog
                // checks (`CatalogSet.loadErrors`).
                (language, { @Sendable in catalogJSON(language: language.rawValue) ?? [] })
            }))

    /// The UTF-8 JSON bytes of the catalog for a language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static func catalogJSON(language: String) -> [UInt8]? {
        switch language {
        case "en": PackageResources.coastline_strings_en_json
        case "tr": PackageResources.coastline_strings_tr_json
        case "es": PackageResources.coastline_strings_es_json
        case "fr": PackageResources.coastline_strings_fr_json
        case "de": PackageResources.coastline_strings_de_json
        case "zh-Hans": PackageResources.coastline_strings_zh_Hans_json
        case "ja": PackageResources.coastline_strings_ja_json
        default: nil
        }
    }
}
