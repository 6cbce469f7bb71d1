import Localization

/// Validation's string catalogs (`Resources/strings.<lang>.json`, embedded by `scripts/gen-resources`): one message
/// per rule (`validation.<rule>`, see ``ValidationRuleKind``) and `validation.failures`, the lines of an
/// ``InputValidationError``.
public enum ValidationStringCatalogs {
    /// The seven catalogs.
    public static let catalogs = CatalogSet(
        name: "Validation",
        json: [
            .english: PackageResources.strings_en_json, .turkish: PackageResources.strings_tr_json,
            .spanish: PackageResources.strings_es_json, .french: PackageResources.strings_fr_json,
            .german: PackageResources.strings_de_json, .simplifiedChinese: PackageResources.strings_zh_Hans_json,
            .japanese: PackageResources.strings_ja_json,
        ])
}
