/// A table for ``PDFReport``.
///
/// a header row, body rows and optional bold total rows under a rule. Cells wrap inside their column; right-aligned
/// columns (numbers, money) get the width of their widest cell so figures never wrap and line up on the right; the
/// remaining width is shared by the other columns in proportion to their weights. On a page break the header row is
/// repeated.
public struct PDFTable: Sendable, Hashable {
    /// One column.
    public struct Column: Sendable, Hashable {
        /// Header text (may wrap).
        public var title: String
        /// Alignment of the cells; use `.right` for numbers so they align.
        public var alignment: PDFTextAlignment
        /// Relative share of the width left after the right-aligned columns (default 1).
        public var weight: Double

        /// Creates a column.
        public init(_ title: String, alignment: PDFTextAlignment = .left, weight: Double = 1) {
            self.title = title
            self.alignment = alignment
            self.weight = weight
        }
    }

    /// The columns.
    public var columns: [Column]
    /// Body rows; each row has one string per column (missing cells are empty, extra ones ignored).
    public var rows: [[String]]
    /// Rows set in bold under a rule (totals).
    public var totalRows: [[String]]
    /// Background colours of body cells by row and column (a risk colour, say); cells without one keep the stripes.
    public var cellBackgrounds: [Int: [Int: PDFColor]] = [:]

    /// Creates a table.
    public init(columns: [Column], rows: [[String]], totalRows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
        self.totalRows = totalRows
    }
}
