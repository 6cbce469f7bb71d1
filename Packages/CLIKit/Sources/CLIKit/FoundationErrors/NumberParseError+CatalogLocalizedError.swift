import Formatting
import Localization

// The conformance lives in CLIKit, which holds the seven-language texts, so that Formatting imports no other workspace
// package (foundation packages stand alone; its own English `description` stays). Fully qualified names: a
// conformance of another package's type to another package's protocol, declared on purpose (SE-0364).
extension Formatting.NumberParseError: Localization.CatalogLocalizedError {
    /// CLIKit's catalogs (`number.error.*`).
    public static var messageCatalogs: [CatalogSet] { [CLIStrings.catalogs] }

    /// `number.error.` followed by the case name.
    public var messageKey: String {
        switch self {
        case .empty: "number.error.empty"
        case .invalidCharacter: "number.error.invalidCharacter"
        case .misplacedSeparator: "number.error.misplacedSeparator"
        case .missingDigits: "number.error.missingDigits"
        case .tooManyDigits: "number.error.tooManyDigits"
        case .tooManyFractionDigits: "number.error.tooManyFractionDigits"
        }
    }

    /// The character and its position counted from 1; the digit limit; or the digits found, then the limit.
    public var messageArguments: [String] {
        switch self {
        case .empty, .missingDigits: []
        case .invalidCharacter(let character, let offset), .misplacedSeparator(let character, let offset):
            [String(character), "\(offset + 1)"]
        case .tooManyDigits(let limit): ["\(limit)"]
        case .tooManyFractionDigits(let found, let limit): ["\(found)", "\(limit)"]
        }
    }
}
