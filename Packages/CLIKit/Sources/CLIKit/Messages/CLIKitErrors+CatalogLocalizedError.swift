import Localization

// CLIKit's own errors describe themselves from CLIKit's catalogs (and the foundation sets its messages embed), in
// English, like every library error (`CatalogLocalizedError`). `CommandError` is not among them: it carries a key
// of the tool that throws it, so only the tool's localizer has its text.

extension UsageError: CatalogLocalizedError {
    /// CLIKit's catalogs and the foundation catalogs a usage message may embed (``CLIStrings/sets``).
    public static var messageCatalogs: [CatalogSet] { CLIStrings.sets }
}

extension OutputFileError: CatalogLocalizedError {
    /// CLIKit's catalogs (``CLIStrings/sets``).
    public static var messageCatalogs: [CatalogSet] { CLIStrings.sets }
}

extension InputFileError: CatalogLocalizedError {
    /// CLIKit's catalogs (``CLIStrings/sets``).
    public static var messageCatalogs: [CatalogSet] { CLIStrings.sets }
}

extension ControlSocketError: CatalogLocalizedError {
    /// CLIKit's catalogs (``CLIStrings/sets``).
    public static var messageCatalogs: [CatalogSet] { CLIStrings.sets }
}
