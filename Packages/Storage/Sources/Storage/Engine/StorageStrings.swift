import Localization

/// Storage's string catalogs: the user-facing message of each `StorageError.Kind`
/// (`Resources/strings.<lang>.json`, keys `storage.error.<kind>`, embedded in the binary).
///
/// The app layer adds them to its `Localizer` and shows `localizer.message(for: error)`:
///
/// ```swift
/// let localizer = Localizer(language: language, sets: [StorageStrings.catalogs, …])
/// // "/home/ada/.local/share/unitconv/unitconv.sqlite is not a database file; it was left untouched"
/// ```
public enum StorageStrings {
    /// The seven catalogs.
    public static let catalogs = CatalogSet(
        name: "Storage",
        json: [
            .english: { PackageResources.strings_en_json }, .turkish: { PackageResources.strings_tr_json },
            .spanish: { PackageResources.strings_es_json }, .french: { PackageResources.strings_fr_json },
            .german: { PackageResources.strings_de_json },
            .simplifiedChinese: { PackageResources.strings_zh_Hans_json },
            .japanese: { PackageResources.strings_ja_json },
        ])
}
