import Localization

// MarineKit's error types describe themselves from MarineKit's catalogs, in English (`CatalogLocalizedError`).

extension RouteError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension InterchangeError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension CoastlineError: CatalogLocalizedError {
    /// MarineKit's navigation catalogs.
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension FetchError: CatalogLocalizedError {
    /// MarineWeather's weather catalogs (the fetch texts are there).
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}
