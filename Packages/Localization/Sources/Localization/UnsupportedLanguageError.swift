/// A `--lang` value that names none of the supported languages.
public struct UnsupportedLanguageError: Error, Equatable, Sendable, LocalizableError {
    /// The value as the user gave it.
    public let identifier: String

    /// Creates the error for an unsupported identifier.
    ///
    /// - Parameter identifier: the value as the user gave it.
    public init(identifier: String) {
        self.identifier = identifier
    }

    /// The catalog key of the message, owned by the catalog of the module that shows it (CLIKit).
    public var messageKey: String { "error.unsupportedLanguage" }

    /// The rejected identifier, then the supported tags separated by commas.
    public var messageArguments: [String] {
        [identifier, Language.allCases.map(\.tag).joined(separator: ", ")]
    }
}
