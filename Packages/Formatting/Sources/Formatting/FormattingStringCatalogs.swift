import Localization

/// Formatting's string catalogs (`Resources/strings.<lang>.json`, embedded by `scripts/gen-resources`): the messages
/// of ``NumberParseError`` (`number.error.*`), ``CoordinateParseError`` (`coordinate.error.*`) and
/// ``DateParseError`` (`date.error.*`).
///
/// Positions in the messages count characters from 1.
public enum FormattingStringCatalogs {
    /// The seven catalogs.
    public static let catalogs = CatalogSet(
        name: "Formatting",
        json: [
            .english: PackageResources.strings_en_json, .turkish: PackageResources.strings_tr_json,
            .spanish: PackageResources.strings_es_json, .french: PackageResources.strings_fr_json,
            .german: PackageResources.strings_de_json, .simplifiedChinese: PackageResources.strings_zh_Hans_json,
            .japanese: PackageResources.strings_ja_json,
        ])
}
