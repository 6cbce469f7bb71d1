import Localization

extension InputValidationError: CatalogLocalizedError {
    /// Validation's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [ValidationStringCatalogs.catalogs] }

    /// `validation.failures`: the failures' lines, one per line.
    public var messageKey: String { "validation.failures" }

    /// The failures' English lines, joined by line breaks.
    public var messageArguments: [String] { messageArguments(for: .english) }

    /// The failures' lines in `language` (``ValidationFailure/message(in:)``), joined by line breaks.
    ///
    /// - Parameter language: the language the message is shown in.
    /// - Returns: one value, the lines.
    public func messageArguments(for language: Language) -> [String] {
        [failures.map { $0.message(in: language) }.joined(separator: "\n")]
    }
}
