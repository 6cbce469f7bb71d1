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
        var lines: [String] = []
        forEachLine { lines.append($0) }
        return lines
    }

    /// Hands out the lines of ``lines()`` one at a time, each laid out when it is handed out.
    ///
    /// A table of 200,000 rows (`plan` of a 200,000-point route) held its rows, their trimmed copies and all the
    /// lines at once (issue 30). Every line is laid out in one string whose storage is used again for the next line unless `body`
    /// keeps it (a new string and a trimmed copy of every row were a tenth of `route show` of a 200,000-point route).
    public func forEachLine(_ body: (String) -> Void) {
        var widths = Array(repeating: 0, count: alignments.count)
        let measure = { (row: [String]) in
            for column in self.alignments.indices {
                widths[column] = max(widths[column], Self.columns(Self.trim(Self.cell(row, column))))
            }
        }
        if !headers.isEmpty { measure(headers) }
        for row in rows { measure(row) }
        var text = ""
        if !headers.isEmpty {
            layOut(headers, widths, true, into: &text)
            body(text)
        }
        for row in rows {
            layOut(row, widths, false, into: &text)
            body(text)
        }
    }

    private static func cell(_ row: [String], _ column: Int) -> String {
        column < row.count ? row[column] : ""
    }

    /// The row's trimmed cells laid out in their columns and joined by ``separator``, without trailing spaces,
    /// replacing `text`.
    private func layOut(_ row: [String], _ widths: [Int], _ isHeader: Bool, into text: inout String) {
        text.removeAll(keepingCapacity: true)
        let last = alignments.count - 1
        for column in alignments.indices {
            let cell = Self.trim(Self.cell(row, column))
            if column > 0 { text += separator }
            let gap = max(0, widths[column] - Self.columns(cell))
            if alignments[column] == .trailing && !isHeader {
                Self.appendSpaces(gap, to: &text)
                text += cell
            } else {
                text += cell
                if column != last { Self.appendSpaces(gap, to: &text) }
            }
        }
        Self.removeTrailingSpaces(&text)
    }

    /// ``dropTrailingSpaces(_:)`` in place: the spaces after an ASCII character are removed as scalars (the same
    /// text), anything else goes through that function.
    private static func removeTrailingSpaces(_ text: inout String) {
        let utf8 = text.utf8
        guard utf8.last == 0x20 else { return }
        guard let kept = utf8.lastIndex(where: { $0 != 0x20 }), utf8[kept] < 0x80, utf8[kept] != 0x0D else {
            text = dropTrailingSpaces(text)
            return
        }
        text.unicodeScalars.removeLast(utf8.distance(from: kept, to: utf8.endIndex) - 1)
    }

    private static let spaces = String(repeating: " ", count: 64)

    private static func appendSpaces(_ count: Int, to text: inout String) {
        var left = count
        while left > 0 {
            text.append(contentsOf: spaces.prefix(left))
            left -= spaces.utf8.count
        }
    }

    /// The terminal columns `text` takes: ``TextWidth/columns(_:)`` without ANSI colour escapes (`ESC [ … m`).
    public static func columns(_ text: String) -> Int {
        // Counted on the UTF-8 bytes, as TextWidth counts scalars: one column per scalar, two for a wide one. Only a
        // three-byte scalar (U+0800…U+FFFF) can be wide, so only those are decoded (a position's `°` and `′` in
        // every row of a 200,000-point route's table; issue 30).
        var columns = 0
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case 0x1B: return TextWidth.columns(withoutEscapes(text))
            case 0x00..<0x80, 0xC0..<0xE0, 0xF0...0xFF: columns += 1
            case 0xE0..<0xF0:
                let second = UInt32(bytes.next() ?? 0x80) & 0x3F
                let third = UInt32(bytes.next() ?? 0x80) & 0x3F
                let value = UInt32(byte & 0x0F) << 12 | second << 6 | third
                columns += TextWidth.isWide(value: value) ? 2 : 1
            default: break  // a continuation byte of a scalar already counted
            }
        }
        return columns
    }

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

    /// `cell` without leading and trailing spaces (a slice of its UTF-8, not a character-by-character copy).
    private static func trim(_ cell: String) -> String {
        let bytes = cell.utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }) else { return "" }
        guard first != bytes.startIndex || bytes.last == 0x20 else { return cell }
        return dropTrailingSpaces(String(cell[first...]))
    }

    private static func dropTrailingSpaces(_ text: String) -> String {
        guard text.utf8.last == 0x20 else { return text }
        guard let last = text.utf8.lastIndex(where: { $0 != 0x20 }) else { return "" }
        return String(text[...last])
    }
}
