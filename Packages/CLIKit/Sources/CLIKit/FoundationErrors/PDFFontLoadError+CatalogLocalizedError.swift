import Localization
import PDFWriting

// The conformance lives in CLIKit, which holds the seven-language texts, so that PDFWriting imports no other workspace
// package (foundation packages stand alone; its own English `description` stays). Fully qualified names: a
// conformance of another package's type to another package's protocol, declared on purpose (SE-0364).
extension PDFWriting.PDFFontLoadError: Localization.CatalogLocalizedError {
    /// CLIKit's catalogs (`pdf.error.fontMissing`, `…fontUnreadable`, `…fontInvalid`).
    public static var messageCatalogs: [CatalogSet] { [CLIStrings.catalogs] }

    /// `pdf.error.fontMissing`, `pdf.error.fontUnreadable` or `pdf.error.fontInvalid`.
    public var messageKey: String {
        switch self {
        case .defaultFontMissing: "pdf.error.fontMissing"
        case .unreadable: "pdf.error.fontUnreadable"
        case .invalid: "pdf.error.fontInvalid"
        }
    }

    /// The font's path; for a missing default font, then the Debian package that installs it.
    public var messageArguments: [String] {
        switch self {
        case .defaultFontMissing(let path, let package): [path, package]
        case .unreadable(let path), .invalid(let path, _): [path]
        }
    }
}
