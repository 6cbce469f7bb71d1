import Localization

extension TariffError: CatalogLocalizedError {
    /// TariffKit's catalogs (`error.*` keys); `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [TariffStringCatalogs.catalogs] }
}
