import Formatting
import Localization

// The conformance lives in CLIKit, which holds the seven-language texts, so that Formatting imports no other workspace
// package (foundation packages stand alone; its own English `description` stays). Fully qualified names: a
// conformance of another package's type to another package's protocol, declared on purpose (SE-0364).
extension Formatting.CoordinateParseError: Localization.CatalogLocalizedError {
    /// CLIKit's catalogs (`coordinate.error.*`).
    public static var messageCatalogs: [CatalogSet] { [CLIStrings.catalogs] }

    /// `coordinate.error.` followed by the case name.
    public var messageKey: String {
        switch self {
        case .empty: "coordinate.error.empty"
        case .invalidCharacter: "coordinate.error.invalidCharacter"
        case .malformed: "coordinate.error.malformed"
        case .sexagesimalOverflow: "coordinate.error.sexagesimalOverflow"
        case .hemisphereOfOtherAxis: "coordinate.error.hemisphereOfOtherAxis"
        case .signWithHemisphere: "coordinate.error.signWithHemisphere"
        case .outOfRange: "coordinate.error.outOfRange"
        }
    }

    /// Positions count characters from 1; the hemisphere letter; the limit in degrees.
    public var messageArguments: [String] {
        switch self {
        case .empty, .signWithHemisphere: []
        case .invalidCharacter(let character, let offset): [String(character), "\(offset + 1)"]
        case .malformed(let offset), .sexagesimalOverflow(let offset): ["\(offset + 1)"]
        case .hemisphereOfOtherAxis(let letter): [String(letter)]
        case .outOfRange(let limit): ["\(limit)"]
        }
    }
}
