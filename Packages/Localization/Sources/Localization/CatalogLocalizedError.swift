import Foundation

/// A `LocalizableError` that knows the catalogs of its messages, so it describes itself: `localizedDescription`,
/// `errorDescription` and `description` are the catalog's text, in English.
///
/// English because a library never reads the user's locale (`Locale.current`) on its own: Foundation asks
/// `localizedDescription` without a language, so the text is the catalogs' fallback language, the one every catalog
/// is complete in. A program that shows errors in the user's language passes it: ``message(in:)``, or
/// `Localizer.message(for:)` with its own catalog sets. Each kit's error types conform in their own module:
///
/// ```swift
/// extension TariffError: CatalogLocalizedError {
///     public static var messageCatalogs: [CatalogSet] { [TariffStringCatalogs.catalogs] }
/// }
/// TariffError.amountBelowMinimum(0).localizedDescription  // the English catalog text, not "The operation could …"
/// ```
public protocol CatalogLocalizedError: LocalizableError, LocalizedError, CustomStringConvertible {
    /// The catalog sets that hold every message key of this type (usually the module's `…Strings.catalogs`).
    static var messageCatalogs: [CatalogSet] { get }
}

extension CatalogLocalizedError {
    /// The message in `language`, from ``messageCatalogs`` (English when the language lacks the key).
    ///
    /// - Parameter language: the language to show the message in.
    /// - Returns: the catalog text with the error's arguments filled in for that language.
    public func message(in language: Language) -> String {
        Localizer(language: language, sets: Self.messageCatalogs).message(for: self)
    }

    /// The English catalog text (see the type's discussion for why English).
    public var errorDescription: String? { message(in: .english) }

    /// The English catalog text, so `"\(error)"` and `String(describing:)` read as the message.
    public var description: String { message(in: .english) }
}
