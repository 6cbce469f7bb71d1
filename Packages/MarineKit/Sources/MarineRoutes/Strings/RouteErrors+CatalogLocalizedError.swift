import Localization

// MarineRoutes' error types describe themselves from its own catalogs, in English (`CatalogLocalizedError`).

extension RouteError: CatalogLocalizedError {
    /// MarineRoutes' navigation catalogs (``NavigationStrings``).
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension InterchangeError: CatalogLocalizedError {
    /// MarineRoutes' navigation catalogs (``NavigationStrings``).
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}
