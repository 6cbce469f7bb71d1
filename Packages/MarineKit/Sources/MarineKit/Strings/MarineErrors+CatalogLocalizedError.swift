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

extension OpenMeteoError: CatalogLocalizedError {
    /// MarineKit's weather catalogs.
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}

extension FetchError: CatalogLocalizedError {
    /// MarineKit's weather catalogs.
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}

extension WeatherServiceError: CatalogLocalizedError {
    /// The message of the API failure behind it (`cause`): a forecast was unavailable because of it.
    public var messageKey: String { cause.messageKey }

    /// The cause's arguments.
    public var messageArguments: [String] { cause.messageArguments }

    /// The cause's arguments for `language`.
    public func messageArguments(for language: Language) -> [String] { cause.messageArguments(for: language) }

    /// MarineKit's weather catalogs.
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}
