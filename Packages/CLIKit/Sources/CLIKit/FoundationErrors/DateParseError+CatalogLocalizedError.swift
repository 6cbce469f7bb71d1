import Formatting
import Localization

// The conformance lives in CLIKit, which holds the seven-language texts, so that Formatting imports no other workspace
// package (foundation packages stand alone; its own English `description` stays). Fully qualified names: a
// conformance of another package's type to another package's protocol, declared on purpose (SE-0364).
extension Formatting.DateParseError: Localization.CatalogLocalizedError {
    /// CLIKit's catalogs (`date.error.*`).
    public static var messageCatalogs: [CatalogSet] { [CLIStrings.catalogs] }

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
