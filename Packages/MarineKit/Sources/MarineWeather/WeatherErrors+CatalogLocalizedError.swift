import Localization

// MarineWeather's error types describe themselves from its own catalogs, in English (`CatalogLocalizedError`).

extension OpenMeteoError: CatalogLocalizedError {
    /// MarineWeather's catalogs (`WeatherStrings`).
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}

extension WeatherServiceError: CatalogLocalizedError {
    /// The message of the API failure behind it (`cause`): a forecast was unavailable because of it.
    public var messageKey: String { cause.messageKey }

    /// The cause's arguments.
    public var messageArguments: [String] { cause.messageArguments }

    /// The cause's arguments for `language`.
    public func messageArguments(for language: Language) -> [String] { cause.messageArguments(for: language) }

    /// MarineWeather's catalogs (`WeatherStrings`).
    public static var messageCatalogs: [CatalogSet] { [WeatherStrings.catalogs] }
}
