/// A flowing report: title block, headings, wrapped paragraphs, label/value lists, tables with aligned numeric
/// columns, rules, vector drawings and a footer with page numbers, laid out onto as many pages as needed.
///
/// The report holds no user-visible words of its own: every text, including the page label pattern
/// (`"Sayfa {page} / {pages}"`), comes from the caller in the chosen language.
///
/// ```swift
/// var report = PDFReport(fonts: fonts, metadata: metadata)
/// report.title("Arabuluculuk ücreti", subtitle: "2 Nisan 2026")
/// report.table(PDFTable(columns: [.init("Kalem"), .init("Tutar", alignment: .right)], rows: [["Ücret", "₺1.200,00"]]))
/// let bytes = try report.render()
/// ```
public struct PDFReport: Sendable {
    /// Page size (A4 by default).
    public var pageSize: PDFPageSize
    /// Fonts.
    public let fonts: PDFFonts
    /// Document information.
    public var metadata: PDFMetadata
    /// Sizes and colours.
    public var style = PDFReportStyle()
    /// Footer text on the left of every page (for example the tool and date), if any.
    public var footerText: String?
    /// Page label on the right of the footer; `{page}` and `{pages}` are replaced (default `{page} / {pages}`).
    public var pageLabel = "{page} / {pages}"
    /// Whether streams are compressed (see ``PDFWriter/compressesStreams``).
    public var compressesStreams = true
    /// The blocks so far.
    private(set) var blocks: [ReportBlock] = []

    /// Creates an empty report.
    public init(pageSize: PDFPageSize = .a4, fonts: PDFFonts, metadata: PDFMetadata) {
        self.pageSize = pageSize
        self.fonts = fonts
        self.metadata = metadata
    }

    /// Width available to blocks, points (page width minus both margins): size drawings with it.
    public var contentWidth: Double {
        pageSize.width - 2 * style.margin
    }

    /// Adds the title block: a large bold title, an optional subtitle line and a rule.
    public mutating func title(_ text: String, subtitle: String? = nil) {
        blocks.append(.title(text, subtitle: subtitle))
    }

    /// Adds a section heading (kept on the same page as the start of what follows).
    public mutating func heading(_ text: String) {
        blocks.append(.heading(text))
    }

    /// Adds a wrapped paragraph; `small` sets it in the small secondary style (notes, assumptions).
    public mutating func paragraph(_ text: String, style: PDFFontStyle = .regular, small: Bool = false) {
        blocks.append(.paragraph(text, style: style, small: small))
    }

    /// Adds a list of labels and values in two columns (inputs of a calculation).
    ///
    /// With `valueAlignment: .right` (amounts of a result) the value column is as wide as its widest value, measured
    /// with the font's advance widths, and every value ends at its right edge, so the digits line up; a value wider
    /// than the room beside the labels wraps and each line ends there. `.left` (the default) starts every value at
    /// the column's left edge; `.center` centres values in the right-aligned column's width.
    public mutating func keyValues(
        _ pairs: [(label: String, value: String)], valueAlignment: PDFTextAlignment = .left
    ) {
        blocks.append(.keyValues(pairs.map { [$0.label, $0.value] }, valueAlignment: valueAlignment))
    }

    /// Adds a table.
    public mutating func table(_ table: PDFTable) {
        blocks.append(.table(table))
    }

    /// Adds a thin horizontal rule across the content width.
    public mutating func rule() {
        blocks.append(.rule)
    }

    /// Adds vertical space, points.
    public mutating func spacer(_ points: Double) {
        blocks.append(.spacer(points))
    }

    /// Adds a vector drawing (its width should not exceed ``contentWidth``) with an optional caption below.
    public mutating func drawing(_ drawing: PDFDrawing, caption: String? = nil) {
        blocks.append(.drawing(drawing, caption: caption))
    }

    /// Starts a new page.
    public mutating func pageBreak() {
        blocks.append(.pageBreak)
    }

    /// The pages as drawings, footers included.
    public func pages() -> [PDFDrawing] {
        var engine = ReportLayoutEngine(report: self)
        for block in blocks { engine.place(block) }
        return engine.finishedPages()
    }

    /// The finished PDF file.
    /// - Throws: ``FontParseError`` if a font's outline data is damaged.
    public func render() throws(FontParseError) -> [UInt8] {
        var document = PDFWriter(pageSize: pageSize, fonts: fonts, metadata: metadata)
        document.compressesStreams = compressesStreams
        for page in pages() { document.addPage(page) }
        return try document.render()
    }
}

/// One block of a report, in order.
enum ReportBlock: Sendable {
    case title(String, subtitle: String?)
    case heading(String)
    case paragraph(String, style: PDFFontStyle, small: Bool)
    case keyValues([[String]], valueAlignment: PDFTextAlignment)
    case table(PDFTable)
    case rule
    case spacer(Double)
    case drawing(PDFDrawing, caption: String?)
    case pageBreak
}
