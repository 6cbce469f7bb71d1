import Localization

// MarineKit's error types describe themselves from the catalogs of the modules beneath it, in English
// (`CatalogLocalizedError`).

extension CoastlineError: CatalogLocalizedError {
    /// MarineRoutes' navigation catalogs (the `error.coastline.*` text is there until Coastline is a module of its
    /// own).
    public static var messageCatalogs: [CatalogSet] { [NavigationStrings.catalogs] }
}

extension FetchError: CatalogLocalizedError {
    /// MarineWeather's weather catalogs (the fetch texts are there).
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}
