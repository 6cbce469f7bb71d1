import Localization

/// The catalogs of CLIKit's own texts: help headings, usage errors, diagnostics, and the seven-language messages of
/// the foundation libraries that stand alone (Validation's failures, Formatting's parse errors, PDFWriting's font
/// errors: `FoundationErrors/`, `Validation/`).
public enum CLIStrings {
    /// The seven catalogs, decoded from the embedded `Resources/strings.<lang>.json`.
    public static let catalogs = CatalogSet(
        name: "CLIKit",
        json: [
            .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json },
            .spanish: { PackageResources.strings_es_json }, .french: { PackageResources.strings_fr_json },
            .german: { PackageResources.strings_de_json },
            .simplifiedChinese: { PackageResources.strings_zh_Hans_json },
            .japanese: { PackageResources.strings_ja_json },
        ])

    /// CLIKit's catalogs (which hold Validation's, Formatting's and PDFWriting's messages too), then Localization's
    /// (`UnsupportedLanguageError`): the sets a tool's localizer lists after the tool's own.
    public static let sets: [CatalogSet] = [catalogs, LocalizationStringCatalogs.catalogs]
}
