import Localization

extension FontParseError: CatalogLocalizedError {
    /// PDFWriting's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [PDFWritingStringCatalogs.catalogs] }

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
