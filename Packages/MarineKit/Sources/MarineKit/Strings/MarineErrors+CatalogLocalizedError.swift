import Localization

// MarineKit's error types describe themselves from MarineKit's catalogs, in English (`CatalogLocalizedError`).

extension RouteError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension BoatSettingsError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension InterchangeError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension MagneticModelError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension CoastlineError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension OpenMeteoError: CatalogLocalizedError {
    /// MarineKit's weather catalogs.
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}

extension FetchError: CatalogLocalizedError {
    /// MarineKit's weather catalogs.
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}

extension SyncError: CatalogLocalizedError {
    /// MarineKit's sync catalogs.
    public static var messageCatalogs: [CatalogSet] { [SyncStrings.catalogs] }
}
