import Foundation

extension FontParseError: LocalizedError, CustomStringConvertible {
    /// The English message.
    ///
    /// The same text in seven languages is CLIKit's (`pdf.error.font.*` in its catalogs), which
    /// a program that shows errors in the user's language links.
    public var description: String {
        switch self {
        case .notTrueType:
            "the font is not a TrueType font (OpenType fonts with CFF outlines and font collections are not supported)"
        case .missingTable(let tag): "the font has no “\(tag)” table"
        case .truncated(let tag): "the font’s “\(tag)” table is cut short"
        case .noUnicodeMapping: "the font has no Unicode character map"
        }
    }

    /// ``description``.
    public var errorDescription: String? { description }
}
