import Localization

/// The catalogs of the `denizrota` command module (`Resources/strings.<lang>.json`, embedded in the binary).
public enum DenizrotaStrings {
    /// The seven catalogs of this module.
    public static let catalogs = CatalogSet(
        name: "DenizrotaCommands",
        json: [
            .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json },
            .spanish: { PackageResources.strings_es_json }, .french: { PackageResources.strings_fr_json },
            .german: { PackageResources.strings_de_json },
            .simplifiedChinese: { PackageResources.strings_zh_Hans_json },
            .japanese: { PackageResources.strings_ja_json },
        ])
}
