import Localization

/// ConversionKit's string catalogs: error messages, the ambiguity note, category titles and every unit's names.
///
/// Unit keys, for each unit id: `unit.<id>.long` (plural object: `{0} mile` / `{0} miles`), `unit.<id>.short`
/// (plural object: `{0} mi`; fr `{0} tasse US` / `{0} tasses US`) and `unit.<id>.name` (`mile`, for listings).
/// Names are CLDR 47's (babel 2.18), checked by `scripts/cldr_units.py`; its `cldr-deviations.json` lists every
/// deliberate difference with the reason (the US kitchen measures and the short ton are qualified in every
/// language) and the units CLDR lacks, whose names are modelled on the neighbouring CLDR entries.
public enum ConversionStrings {
    /// The seven catalogs (`Resources/strings.<lang>.json`, embedded in the binary).
    public static let catalogs = CatalogSet(
        name: "ConversionKit",
        json: [
            .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json },
            .spanish: { PackageResources.strings_es_json }, .french: { PackageResources.strings_fr_json },
            .german: { PackageResources.strings_de_json },
            .simplifiedChinese: { PackageResources.strings_zh_Hans_json },
            .japanese: { PackageResources.strings_ja_json },
        ])
}
