import Localization

/// The string catalogs of the navigation errors (`Resources/navigation-strings.<lang>.json`): routes and GPX
/// interchange (this module's ``RouteError`` and ``InterchangeError``; boat settings' errors are in MarineTracking's
/// `TrackingStrings`, the magnetic model's in MarineMagnetic's `MagneticStrings`, the coastline's and the fetch's in
/// MarineCoastline's `CoastlineStrings`).
///
/// Flat JSON objects of `key → text` with positional `{0}` placeholders, one per workspace language
/// (CONVENTIONS.md). They are apart from the weather catalogs (MarineWeather's `WeatherStrings`) so the two teams edit
/// separate files; the app layer lists both in its tool's catalogs.
public enum NavigationStrings {
    /// The catalogs of every language, English (the fallback) included.
    public static let catalogs = CatalogSet(
        name: "MarineKit navigation",
        json: Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                // Read on first use; a language without a resource fails to decode and is reported by the catalog
                // checks (`CatalogSet.loadErrors`).
                (language, { @Sendable in catalogJSON(language: language.rawValue) ?? [] })
            }))

    /// The UTF-8 JSON bytes of the catalog for a language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static func catalogJSON(language: String) -> [UInt8]? {
        switch language {
        case "en": PackageResources.navigation_strings_en_json
        case "tr": PackageResources.navigation_strings_tr_json
        case "es": PackageResources.navigation_strings_es_json
        case "fr": PackageResources.navigation_strings_fr_json
        case "de": PackageResources.navigation_strings_de_json
        case "zh-Hans": PackageResources.navigation_strings_zh_Hans_json
        case "ja": PackageResources.navigation_strings_ja_json
        default: nil
        }
    }
}
