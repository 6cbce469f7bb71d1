import Localization

extension ConversionError: CatalogLocalizedError {
    /// ConversionKit's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [ConversionStrings.catalogs] }
}
