/// Table layout: column widths, wrapped cells, header repeated after page breaks, striped rows, bold totals.
extension ReportLayoutEngine {
    /// Horizontal padding inside a cell, points.
    private static let cellPadding = 4.0
    /// Vertical padding inside a cell, points.
    private static let rowPadding = 2.5

    /// Lays out `table` at the cursor.
    mutating func placeTable(_ table: PDFTable) {
        let widths = columnWidths(table)
        let header = table.columns.map(\.title)
        placeRow(header, table: table, widths: widths, kind: .header)
        for (index, row) in table.rows.enumerated() {
            placeRow(
                row, table: table, widths: widths, kind: index % 2 == 1 ? .striped : .plain,
                backgrounds: table.cellBackgrounds[index] ?? [:])
        }
        for (index, row) in table.totalRows.enumerated() {
            placeRow(row, table: table, widths: widths, kind: index == 0 ? .firstTotal : .total)
        }
        advance(report.style.bodySize * 0.8)
    }

    private enum RowKind {
        case header, plain, striped, firstTotal, total
    }

    private mutating func placeRow(
        _ cells: [String], table: PDFTable, widths: [Double], kind: RowKind, backgrounds: [Int: PDFColor] = [:]
    ) {
        let size = report.style.bodySize
        let fontStyle: PDFFontStyle = kind == .plain || kind == .striped ? .regular : .bold
        let wrapped = widths.indices.map { column in
            wrap(
                column < cells.count ? cells[column] : "", size: size, fontStyle: fontStyle,
                width: widths[column] - 2 * Self.cellPadding)
        }
        let height = Double(wrapped.map(\.count).max() ?? 1) * lineHeight(size) + 2 * Self.rowPadding
        if kind != .header && needsNewPage(for: height) {
            ensureSpace(height)
            placeRow(table.columns.map(\.title), table: table, widths: widths, kind: .header)
        }
        ensureSpace(height)
        decorate(kind, top: currentTop, height: height)
        var left = contentLeft
        for (column, width) in widths.enumerated() {
            if let color = backgrounds[column] {
                fill(PDFRect(x: left, y: currentTop, width: width, height: height), color: color)
            }
            left += width
        }
        var x = contentLeft
        for (column, lines) in wrapped.enumerated() {
            let alignment = table.columns[column].alignment
            let anchor = Self.anchor(alignment, x: x, width: widths[column])
            drawLines(
                lines, x: anchor, top: currentTop + Self.rowPadding, size: size, fontStyle: fontStyle,
                color: .black, alignment: alignment)
            x += widths[column]
        }
        advance(height)
        if kind == .header { horizontalLine(at: currentTop, stroke: PDFStroke(color: report.style.accent, width: 0.8)) }
    }

    private static func anchor(_ alignment: PDFTextAlignment, x: Double, width: Double) -> Double {
        switch alignment {
        case .left: x + cellPadding
        case .right: x + width - cellPadding
        case .center: x + width / 2
        }
    }

    private mutating func decorate(_ kind: RowKind, top: Double, height: Double) {
        let box = PDFRect(x: contentLeft, y: top, width: report.contentWidth, height: height)
        switch kind {
        case .header: fill(box, color: .lightGray)
        case .striped: fill(box, color: PDFColor(gray: 0.965))
        case .firstTotal: horizontalLine(at: top, stroke: PDFStroke(color: .black, width: 0.8))
        case .plain, .total: break
        }
    }

    /// Right-aligned columns get their widest cell (bold for totals) plus padding.
    ///
    /// the others share the rest by weight. If the right-aligned columns would take more than 70 % of the width, every
    /// column goes by weight.
    func columnWidths(_ table: PDFTable) -> [Double] {
        let size = report.style.bodySize
        let total = report.contentWidth
        let natural = table.columns.indices.map { column -> Double? in
            guard table.columns[column].alignment == .right else { return nil }
            let fonts = report.fonts
            let cells = table.rows.map {
                column < $0.count ? fonts.width(of: $0[column], size: size, style: .regular) : 0
            }
            let totals = table.totalRows.map {
                column < $0.count ? fonts.width(of: $0[column], size: size, style: .bold) : 0
            }
            let header = fonts.width(of: table.columns[column].title, size: size, style: .bold)
            return (cells + totals + [header]).max().map { $0 + 2 * Self.cellPadding + 1 }
        }
        let fixed = natural.compactMap { $0 }.reduce(0, +)
        let flexibleWeight = table.columns.indices.filter { natural[$0] == nil }.map { table.columns[$0].weight }
            .reduce(0, +)
        guard fixed <= total * 0.7, flexibleWeight > 0 else {
            let weights = table.columns.map(\.weight).reduce(0, +)
            return table.columns.map { total * $0.weight / max(weights, 0.000_001) }
        }
        return table.columns.indices.map { natural[$0] ?? (total - fixed) * table.columns[$0].weight / flexibleWeight }
    }
}
