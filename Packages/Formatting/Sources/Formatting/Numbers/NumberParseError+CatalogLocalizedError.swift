import Localization

extension NumberParseError: CatalogLocalizedError {
    /// Formatting's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [FormattingStringCatalogs.catalogs] }

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
