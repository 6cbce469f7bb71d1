import Localization
import PDFWriting

// The conformance lives in CLIKit, which holds the seven-language texts, so that PDFWriting imports no other workspace
// package (foundation packages stand alone; its own English `description` stays). Fully qualified names: a
// conformance of another package's type to another package's protocol, declared on purpose (SE-0364).
extension PDFWriting.FontParseError: Localization.CatalogLocalizedError {
    /// CLIKit's catalogs (`pdf.error.font.*`).
    public static var messageCatalogs: [CatalogSet] { [CLIStrings.catalogs] }

    /// `pdf.error.font.` followed by the case name.
    public var messageKey: String {
        switch self {
        case .notTrueType: "pdf.error.font.notTrueType"
        case .missingTable: "pdf.error.font.missingTable"
        case .truncated: "pdf.error.font.truncated"
        case .noUnicodeMapping: "pdf.error.font.noUnicodeMapping"
        }
    }

    /// The table's tag for `missingTable` and `truncated`, else none.
    public var messageArguments: [String] {
        switch self {
        case .missingTable(let tag), .truncated(let tag): [tag]
        case .notTrueType, .noUnicodeMapping: []
        }
    }
}
