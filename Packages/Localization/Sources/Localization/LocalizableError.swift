/// An error whose user-facing text lives in a string catalog, not in the error.
///
/// Domain error enums adopt it in their own module: each case names a catalog key and passes the offending
/// values as positional arguments (`{0}`, `{1}`, …). Tests compare cases, never message text.
///
/// ```swift
/// enum TariffError: Error, Equatable, LocalizableError {
///     case amountBelowMinimum(Decimal)
///     var messageKey: String { "error.amountBelowMinimum" }
///     var messageArguments: [String] { ["\(amount)"] }
/// }
/// ```
public protocol LocalizableError: Error {
    /// The catalog key of the message, for example `"error.unknownUnit"`.
    var messageKey: String { get }

    /// The values for the message's placeholders, in placeholder order, language-neutral.
    var messageArguments: [String] { get }

    /// The values for the message's placeholders formatted for a language (numbers with its separators).
    ///
    /// The default implementation returns `messageArguments`.
    ///
    /// - Parameter language: the language the message is shown in.
    /// - Returns: one value per placeholder.
    func messageArguments(for language: Language) -> [String]
}

extension LocalizableError {
    /// Returns `messageArguments` unchanged.
    ///
    /// - Parameter language: ignored.
    /// - Returns: `messageArguments`.
    public func messageArguments(for language: Language) -> [String] {
        messageArguments
    }
}
