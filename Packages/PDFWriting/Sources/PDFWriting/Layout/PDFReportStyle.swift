/// Sizes, margins and colours of a ``PDFReport``; the defaults suit an A4 or Letter report printed at 100 %.
public struct PDFReportStyle: Sendable, Hashable {
    /// Body text size, points (default 10).
    public var bodySize: Double = 10
    /// Small text (notes, captions, footer), points (default 8).
    public var smallSize: Double = 8
    /// Heading size, points (default 13).
    public var headingSize: Double = 13
    /// Title size, points (default 18).
    public var titleSize: Double = 18
    /// Line height as a multiple of the text size (default 1.4).
    public var lineHeight: Double = 1.4
    /// Page margin on all sides, points (default 20 mm = 56.69 pt).
    public var margin: Double = 20 * 72 / 25.4
    /// Colour of the title, headings and rules under them.
    public var accent: PDFColor = .navy
    /// Colour of secondary text (notes, captions, footer).
    public var secondary: PDFColor = .gray

    /// Creates the default style.
    public init() {}
}
