import Localization

// SyncError describes itself from this module's own catalogs, in English (`CatalogLocalizedError`).

extension SyncError: CatalogLocalizedError {
    /// The sync catalogs (``SyncStrings``).
    public static var messageCatalogs: [CatalogSet] { [SyncStrings.catalogs] }
}
