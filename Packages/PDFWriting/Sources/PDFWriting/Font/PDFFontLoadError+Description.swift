import Foundation

extension PDFFontLoadError: LocalizedError, CustomStringConvertible {
    /// The English message, naming the file (and, for a missing default font, the Debian package).
    ///
    /// The same text in seven languages is CLIKit's (`pdf.error.font*` in its catalogs), which a program that shows
    /// errors in the user's language links.
    public var description: String {
        switch self {
        case .defaultFontMissing(let path, let package):
            "font not found: “\(path)”; install the \(package) package or pass --font FILE"
        case .unreadable(let path): "cannot read the font file “\(path)”"
        case .invalid(let path, _): "“\(path)” is not a usable TrueType font"
        }
    }

    /// ``description``.
    public var errorDescription: String? { description }
}
