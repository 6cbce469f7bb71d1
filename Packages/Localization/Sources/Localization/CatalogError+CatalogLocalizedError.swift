extension CatalogError: CatalogLocalizedError {
    /// Localization's catalogs (`catalog.error.*`); `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [LocalizationStringCatalogs.catalogs] }

    /// `catalog.error.` followed by the case name.
    public var messageKey: String {
        switch self {
        case .notAJSONObject: "catalog.error.notAJSONObject"
        case .invalidValue: "catalog.error.invalidValue"
        case .unknownPluralCategory: "catalog.error.unknownPluralCategory"
        }
    }

    /// The decoder's description; the key; or the key, then the category.
    public var messageArguments: [String] {
        switch self {
        case .notAJSONObject(let reason): [reason]
        case .invalidValue(let key): [key]
        case .unknownPluralCategory(let key, let category): [key, category]
        }
    }
}
