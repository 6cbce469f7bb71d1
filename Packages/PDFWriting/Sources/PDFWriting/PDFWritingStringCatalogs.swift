import Localization

/// PDFWriting's string catalogs (`Resources/strings.<lang>.json`, embedded by `scripts/gen-resources`): the messages
/// of ``PDFFontLoadError`` (`pdf.error.font*`) and ``FontParseError`` (`pdf.error.font.*`).
///
/// A tool that loads report fonts lists it in its localizer, so a missing or unusable font reads the same in every
/// tool.
public enum PDFWritingStringCatalogs {
    /// The seven catalogs.
    public static let catalogs = CatalogSet(
        name: "PDFWriting",
        json: [
            .english: PackageResources.strings_en_json, .turkish: PackageResources.strings_tr_json,
            .spanish: PackageResources.strings_es_json, .french: PackageResources.strings_fr_json,
            .german: PackageResources.strings_de_json, .simplifiedChinese: PackageResources.strings_zh_Hans_json,
            .japanese: PackageResources.strings_ja_json,
        ])
}
