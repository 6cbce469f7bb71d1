import Localization

/// ConversionKit's string catalogs: error messages, the ambiguity note, category titles and every unit's names.
///
/// Unit keys, for each unit id: `unit.<id>.long` (plural object: `{0} mile` / `{0} miles`), `unit.<id>.short`
/// (`{0} mi`) and `unit.<id>.name` (`mile`, for listings). Names follow CLDR 46 as shipped in ICU 76.1 (units.md
/// §5.1); units CLDR lacks (imperial cup and pint, long ton, US legal cup, metric and traditional imperial spoons,
/// Rankine) use the modelled names of units.md §5, and the US kitchen measures are qualified in Chinese and
/// Japanese, where the plain words mean the metric 5/15 mL spoons.
public enum ConversionStrings {
    /// The seven catalogs (`Resources/strings.<lang>.json`, embedded in the binary).
    public static let catalogs = CatalogSet(
        name: "ConversionKit",
        json: [
            .english: PackageResources.strings_en_json, .turkish: PackageResources.strings_tr_json,
            .spanish: PackageResources.strings_es_json, .french: PackageResources.strings_fr_json,
            .german: PackageResources.strings_de_json, .simplifiedChinese: PackageResources.strings_zh_Hans_json,
            .japanese: PackageResources.strings_ja_json,
        ])
}
