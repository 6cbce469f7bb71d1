import Localization

// MagneticModelError describes itself from this module's own catalogs, in English (`CatalogLocalizedError`).

extension MagneticModelError: CatalogLocalizedError {
    /// MarineMagnetic's catalogs (``MagneticStrings``).
    public static var messageCatalogs: [CatalogSet] { [MagneticStrings.catalogs] }
}
