/// A table for the terminal, laid out in one place for every tool (`denizrota plan`, `denizrota weather`,
/// `unitconv list`): each column is as wide as its widest cell in terminal columns (``TextWidth``: a CJK character
/// takes two, a colour escape none), columns are separated by two spaces, and every header starts where its
/// column starts.
///
/// Cells are laid out without the spaces around them; `trailing` columns (numbers) line up on the right, `leading`
/// ones on the left. No line ends in spaces (the last column is not padded; empty cells at the end leave none).
public struct TextTable: Sendable {
    /// How a column's cells line up; headers always start at the column's start.
    public enum Alignment: Sendable {
        /// Text: cells start at the column's start.
        case leading
        /// Numbers: cells end at the column's end.
        case trailing
    }

    /// The header cells, one per column; empty for a table without a header line.
    public var headers: [String]
    /// One alignment per column.
    public var alignments: [Alignment]
    /// The rows so far, each with one cell per column.
    public private(set) var rows: [[String]] = []
    /// Between two columns.
    public var separator = "  "

    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - headers: the header cells (empty: no header line).
    ///   - alignments: one per column.
    public init(headers: [String], alignments: [Alignment]) {
        self.headers = headers
        self.alignments = alignments
    }

    /// Adds a row (missing cells are empty, extra ones left out).
    public mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The header line (when there are headers) and one line per row.
    public func lines() -> [String] {
        let cells = (headers.isEmpty ? [] : [headers]) + rows
        let trimmed = cells.map { row in alignments.indices.map { Self.trim($0 < row.count ? row[$0] : "") } }
        let widths = alignments.indices.map { column in
            trimmed.map { Self.columns($0[column]) }.max() ?? 0
        }
        return trimmed.enumerated().map { index, row in
            let isHeader = index == 0 && !headers.isEmpty
            return line(row, widths: widths, isHeader: isHeader)
        }
    }

    private func line(_ row: [String], widths: [Int], isHeader: Bool) -> String {
        let last = alignments.count - 1
        let laid = row.enumerated().map { column, cell in
            let gap = String(repeating: " ", count: max(0, widths[column] - Self.columns(cell)))
            if alignments[column] == .trailing && !isHeader { return gap + cell }
            return column == last ? cell : cell + gap
        }
        let text = laid.joined(separator: separator)
        return String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// The terminal columns `text` takes: ``TextWidth/columns(_:)`` without ANSI colour escapes (`ESC [ … m`).
    public static func columns(_ text: String) -> Int {
        TextWidth.columns(withoutEscapes(text))
    }

    /// `text` without ANSI colour escapes.
    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                inEscape = scalar != "m"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func trim(_ cell: String) -> String {
        String(cell.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
