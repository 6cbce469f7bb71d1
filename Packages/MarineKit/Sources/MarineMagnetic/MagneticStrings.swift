import Localization

/// The string catalogs of MarineMagnetic's texts (`Resources/magnetic-strings.<lang>.json`).
///
/// They hold the magnetic model's errors (`error.magnetic.*`). The app layer lists them in its tool's catalogs
/// beside MarineKit's.
public enum MagneticStrings {
    /// The catalogs of every language, English (the fallback) included.
    public static let catalogs = CatalogSet(
        name: "MarineMagnetic",
        json: Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                // Read on first use; a language without a resource fails to decode and is reported by the catalog
                // checks (`CatalogSet.loadErrors`).
                (language, { @Sendable in catalogJSON(language: language.rawValue) ?? [] })
            }))

    /// The UTF-8 JSON bytes of the catalog for a language code (`en`, `tr`, `es`, `fr`, `de`, `zh-Hans`, `ja`).
    public static func catalogJSON(language: String) -> [UInt8]? {
        switch language {
        case "en": PackageResources.magnetic_strings_en_json
        case "tr": PackageResources.magnetic_strings_tr_json
        case "es": PackageResources.magnetic_strings_es_json
        case "fr": PackageResources.magnetic_strings_fr_json
        case "de": PackageResources.magnetic_strings_de_json
        case "zh-Hans": PackageResources.magnetic_strings_zh_Hans_json
        case "ja": PackageResources.magnetic_strings_ja_json
        default: nil
        }
    }
}
