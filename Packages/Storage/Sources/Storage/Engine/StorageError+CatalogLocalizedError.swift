import Localization

extension StorageError: CatalogLocalizedError {
    /// Storage's catalogs (`storage.error.*`); `localizedDescription` and `description` are their English text
    /// (`debugDescription` keeps SQLite's codes and message for logs).
    public static var messageCatalogs: [CatalogSet] { [StorageStrings.catalogs] }
}
