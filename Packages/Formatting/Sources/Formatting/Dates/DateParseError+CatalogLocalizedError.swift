import Localization

extension DateParseError: CatalogLocalizedError {
    /// Formatting's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [FormattingStringCatalogs.catalogs] }

    /// `date.error.` followed by the case name.
    public var messageKey: String {
        switch self {
        case .empty: "date.error.empty"
        case .malformed: "date.error.malformed"
        case .nonexistentDate: "date.error.nonexistentDate"
        }
    }

    /// For `malformed`, the position where the text stops matching, counted from 1.
    public var messageArguments: [String] {
        switch self {
        case .empty, .nonexistentDate: []
        case .malformed(let offset): ["\(offset + 1)"]
        }
    }
}
