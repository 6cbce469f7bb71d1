import Localization

extension PDFFontLoadError: CatalogLocalizedError {
    /// PDFWriting's catalogs; `localizedDescription` and `description` are their English text.
    public static var messageCatalogs: [CatalogSet] { [PDFWritingStringCatalogs.catalogs] }

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
