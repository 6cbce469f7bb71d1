/// A `--lang` value that names none of the supported languages.
public struct UnsupportedLanguageError: Error, Equatable, Sendable, CatalogLocalizedError {
    /// The value as the user gave it.
    public let identifier: String

    /// Creates the error for an unsupported identifier.
    ///
    /// - Parameter identifier: the value as the user gave it.
    public init(identifier: String) {
        self.identifier = identifier
    }

    /// Localization's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [LocalizationStringCatalogs.catalogs] }

    /// The catalog key of the message, in Localization's own catalogs.
    public var messageKey: String { "error.unsupportedLanguage" }

    /// The rejected identifier, then the supported tags separated by commas.
    public var messageArguments: [String] {
        [identifier, Language.allCases.map(\.tag).joined(separator: ", ")]
    }
}
