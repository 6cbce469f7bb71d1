import Localization

// BoatSettingsError describes itself from this module's own catalogs, in English (`CatalogLocalizedError`).

extension BoatSettingsError: CatalogLocalizedError {
    /// MarineTracking's catalogs (``TrackingStrings``).
    public static var messageCatalogs: [CatalogSet] { [TrackingStrings.catalogs] }
}
