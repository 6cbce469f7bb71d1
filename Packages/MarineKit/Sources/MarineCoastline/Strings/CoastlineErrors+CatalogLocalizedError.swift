import Localization

// The coastline's and the fetch's errors describe themselves from this module's own catalogs, in English
// (`CatalogLocalizedError`).

extension CoastlineError: CatalogLocalizedError {
    /// MarineCoastline's catalogs (``CoastlineStrings``).
    public static var messageCatalogs: [CatalogSet] { [CoastlineStrings.catalogs] }
}

extension FetchError: CatalogLocalizedError {
    /// MarineCoastline's catalogs (``CoastlineStrings``).
    public static var messageCatalogs: [CatalogSet] { [CoastlineStrings.catalogs] }
}
