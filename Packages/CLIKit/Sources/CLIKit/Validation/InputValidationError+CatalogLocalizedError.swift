import Localization
import Validation

// The conformance lives in CLIKit, which holds the texts of validation failures, so that Validation itself imports no
// other workspace package (foundation packages stand alone). Fully qualified names: a conformance of another
// package's type to another package's protocol, declared on purpose (SE-0364).
extension Validation.InputValidationError: Localization.CatalogLocalizedError {
    /// CLIKit's catalogs (the `validation.*` keys); `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [CLIStrings.catalogs] }

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
