/// Localization's own string catalogs (`Resources/strings.<lang>.json`, embedded by `scripts/gen-resources`): the
/// messages of ``UnsupportedLanguageError`` (`error.unsupportedLanguage`) and ``CatalogError`` (`catalog.error.*`).
///
/// Apps list it in their localizer after their own sets, so a rejected `--lang` value reads the same everywhere.
public enum LocalizationStringCatalogs {
    /// The seven catalogs.
    public static let catalogs = CatalogSet(
        name: "Localization",
        json: [
            .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json },
            .spanish: { PackageResources.strings_es_json }, .french: { PackageResources.strings_fr_json },
            .german: { PackageResources.strings_de_json },
            .simplifiedChinese: { PackageResources.strings_zh_Hans_json },
            .japanese: { PackageResources.strings_ja_json },
        ])
}
