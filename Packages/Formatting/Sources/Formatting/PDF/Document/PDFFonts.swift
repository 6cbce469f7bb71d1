/// The fonts a document uses.
///
/// a regular face and optionally a bold one (headings, table headers, totals). Without a bold face, bold text is set in
/// the regular face.
public struct PDFFonts: Sendable {
    /// The regular face (DejaVu Sans by default in the apps).
    public let regular: TrueTypeFont
    /// The bold face (DejaVu Sans Bold), if supplied.
    public let bold: TrueTypeFont?

    /// Creates a font set.
    public init(regular: TrueTypeFont, bold: TrueTypeFont? = nil) {
        self.regular = regular
        self.bold = bold
    }

    /// The font used for `style`.
    public func font(_ style: PDFFontStyle) -> TrueTypeFont {
        style == .bold ? (bold ?? regular) : regular
    }
}

/// Regular or bold text.
public enum PDFFontStyle: Sendable, Hashable, CaseIterable {
    /// The regular face.
    case regular
    /// The bold face (or the regular one when no bold face was supplied).
    case bold

    /// The resource name in page dictionaries.
    var resourceName: String {
        self == .bold ? "F2" : "F1"
    }
}
