import Localization

/// The string catalogs of the weather, risk and fetch texts (`Resources/weather-strings.<lang>.json`).
///
/// They are flat JSON objects of `key → text` with positional `{0}` placeholders, one per workspace language
/// (CONVENTIONS.md). They are separate from MarineRoutes' navigation catalog so two teams can edit them
/// independently; the app layer lists both in its tool's catalogs.
public enum WeatherStrings {
    /// The catalogs of every language, English (the fallback) included.
    public static let catalogs = CatalogSet(
        name: "MarineKit weather",
        json: Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                // Read on first use; a language without a resource fails to decode and is reported by the catalog
                // checks (`CatalogSet.loadErrors`).
                (language, { @Sendable in catalogJSON(language: language.rawValue) ?? [] })
            }))

    /// The UTF-8 JSON bytes of the catalog for a language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static func catalogJSON(language: String) -> [UInt8]? {
        switch language {
        case "en": PackageResources.weather_strings_en_json
        case "tr": PackageResources.weather_strings_tr_json
        case "es": PackageResources.weather_strings_es_json
        case "fr": PackageResources.weather_strings_fr_json
        case "de": PackageResources.weather_strings_de_json
        case "zh-Hans": PackageResources.weather_strings_zh_Hans_json
        case "ja": PackageResources.weather_strings_ja_json
        default: nil
        }
    }
}
