/// Places report blocks top to bottom on pages, starting a new page when a block (or a table row, or a paragraph
/// line) does not fit, and adds the footers once the page count is known.
struct ReportLayoutEngine {
    /// The report being laid out.
    let report: PDFReport
    private var style: PDFReportStyle { report.style }
    private var pages: [PDFDrawing] = []
    private var page: PDFDrawing
    /// Top of the free space on the current page, points from the top edge.
    private var cursor: Double

    init(report: PDFReport) {
        self.report = report
        page = PDFDrawing(width: report.pageSize.width, height: report.pageSize.height)
        cursor = report.style.margin
    }

    /// The lowest y content may reach (the footer lives below it, inside the bottom margin).
    private var contentBottom: Double { report.pageSize.height - style.margin }
    private var left: Double { style.margin }
    private var width: Double { report.contentWidth }
    private var isAtPageTop: Bool { cursor <= style.margin }

    /// Lays out one block.
    mutating func place(_ block: ReportBlock) {
        switch block {
        case .title(let text, let subtitle): placeTitle(text, subtitle: subtitle)
        case .heading(let text): placeHeading(text)
        case .paragraph(let text, let fontStyle, let small):
            let size = small ? style.smallSize : style.bodySize
            writeLines(text, size: size, fontStyle: fontStyle, color: small ? style.secondary : .black)
            cursor += size * 0.4
        case .keyValues(let rows, let alignment): placeKeyValues(rows, valueAlignment: alignment)
        case .table(let table): placeTable(table)
        case .rule: placeRule(color: style.secondary, width: 0.5)
        case .spacer(let points): cursor += points
        case .drawing(let drawing, let caption): placeDrawing(drawing, caption: caption)
        case .pageBreak: if !isAtPageTop { newPage() }
        }
    }

    /// All pages with their footers.
    mutating func finishedPages() -> [PDFDrawing] {
        pages.append(page)
        page = PDFDrawing(width: report.pageSize.width, height: report.pageSize.height)
        return pages.enumerated().map { index, drawing in footed(drawing, number: index + 1, of: pages.count) }
    }

    // MARK: - Space and lines

    /// Moves to a new page unless `height` fits below the cursor (or the page is still empty).
    mutating func ensureSpace(_ height: Double) {
        if cursor + height > contentBottom && !isAtPageTop { newPage() }
    }

    private mutating func newPage() {
        pages.append(page)
        page = PDFDrawing(width: report.pageSize.width, height: report.pageSize.height)
        cursor = style.margin
    }

    /// Height of one line at `size`.
    func lineHeight(_ size: Double) -> Double {
        size * style.lineHeight
    }

    /// Baseline of a line whose box starts at `top`: half the leading, then the font's ascent.
    func baseline(top: Double, size: Double, fontStyle: PDFFontStyle) -> Double {
        let font = report.fonts.font(fontStyle)
        return top + size * (style.lineHeight - 1) / 2 + size * Double(font.ascender) / Double(font.unitsPerEm) * 0.9
    }

    func wrap(_ text: String, size: Double, fontStyle: PDFFontStyle, width: Double) -> [String] {
        TextWrapper(fonts: report.fonts, style: fontStyle, size: size).lines(text, width: width)
    }

    /// Writes wrapped text across the content width, breaking pages between lines.
    private mutating func writeLines(_ text: String, size: Double, fontStyle: PDFFontStyle, color: PDFColor) {
        for line in wrap(text, size: size, fontStyle: fontStyle, width: width) {
            ensureSpace(lineHeight(size))
            let base = baseline(top: cursor, size: size, fontStyle: fontStyle)
            page.text(line, at: PDFPoint(x: left, y: base), size: size, style: fontStyle, color: color)
            cursor += lineHeight(size)
        }
    }

    // MARK: - Blocks

    private mutating func placeTitle(_ text: String, subtitle: String?) {
        writeLines(text, size: style.titleSize, fontStyle: .bold, color: style.accent)
        if let subtitle { writeLines(subtitle, size: style.bodySize, fontStyle: .regular, color: style.secondary) }
        cursor += 4
        placeRule(color: style.accent, width: 1.2)
        cursor += 6
    }

    private mutating func placeHeading(_ text: String) {
        let lines = wrap(text, size: style.headingSize, fontStyle: .bold, width: width)
        let needed = Double(lines.count) * lineHeight(style.headingSize) + 3 * lineHeight(style.bodySize) + 10
        ensureSpace(needed)
        if !isAtPageTop { cursor += 10 }
        writeLines(text, size: style.headingSize, fontStyle: .bold, color: style.accent)
        cursor += 3
    }

    private mutating func placeRule(color: PDFColor, width lineWidth: Double) {
        ensureSpace(lineWidth + 6)
        cursor += 3
        page.line(
            from: PDFPoint(x: left, y: cursor), to: PDFPoint(x: left + width, y: cursor),
            stroke: PDFStroke(color: color, width: lineWidth))
        cursor += lineWidth + 3
    }

    private mutating func placeKeyValues(_ rows: [[String]], valueAlignment: PDFTextAlignment) {
        let size = style.bodySize
        let widest = rows.map { report.fonts.width(of: $0.first ?? "", size: size, style: .regular) }.max() ?? 0
        let labelWidth = min(widest + 12, width * 0.4)
        let valueWidth = valueColumnWidth(rows, alignment: valueAlignment, room: width - labelWidth, size: size)
        let anchor: Double =
            switch valueAlignment {
            case .left: left + labelWidth
            case .right: left + labelWidth + valueWidth
            case .center: left + labelWidth + valueWidth / 2
            }
        for row in rows {
            let labels = wrap(row.first ?? "", size: size, fontStyle: .regular, width: labelWidth - 12)
            let values = wrap(row.dropFirst().first ?? "", size: size, fontStyle: .regular, width: valueWidth)
            let height = Double(max(labels.count, values.count)) * lineHeight(size)
            ensureSpace(height)
            drawLines(labels, x: left, top: cursor, size: size, fontStyle: .regular, color: style.secondary)
            drawLines(
                values, x: anchor, top: cursor, size: size, fontStyle: .regular, color: .black,
                alignment: valueAlignment)
            cursor += height
        }
        cursor += size * 0.6
    }

    /// The value column's width: all the `room` right of the labels for left-aligned values, else the widest value
    /// (advance widths at `size`), at most `room`.
    private func valueColumnWidth(
        _ rows: [[String]], alignment: PDFTextAlignment, room: Double, size: Double
    ) -> Double {
        guard alignment != .left else { return room }
        let widest = rows.map { report.fonts.width(of: $0.dropFirst().first ?? "", size: size, style: .regular) }
        return min(widest.max() ?? 0, room)
    }

    private mutating func placeDrawing(_ drawing: PDFDrawing, caption: String?) {
        let captionLines = caption.map { wrap($0, size: style.smallSize, fontStyle: .regular, width: width) } ?? []
        ensureSpace(drawing.height + Double(captionLines.count) * lineHeight(style.smallSize) + 4)
        page.draw(drawing, at: PDFPoint(x: left, y: cursor))
        cursor += drawing.height + 4
        drawLines(
            captionLines, x: left, top: cursor, size: style.smallSize, fontStyle: .regular, color: style.secondary)
        cursor += Double(captionLines.count) * lineHeight(style.smallSize) + 6
    }

    /// Draws already wrapped lines from `top` down without page checks (the caller reserved the space).
    mutating func drawLines(
        _ lines: [String], x: Double, top: Double, size: Double, fontStyle: PDFFontStyle, color: PDFColor,
        alignment: PDFTextAlignment = .left
    ) {
        for (index, line) in lines.enumerated() {
            let base = baseline(top: top + Double(index) * lineHeight(size), size: size, fontStyle: fontStyle)
            page.text(
                line, at: PDFPoint(x: x, y: base), size: size, style: fontStyle, color: color, alignment: alignment)
        }
    }

    /// Adds a rectangle to the current page (table backgrounds).
    mutating func fill(_ rect: PDFRect, color: PDFColor) {
        page.rectangle(rect, fill: color)
    }

    /// Adds a line across the content width at `y` (table rules).
    mutating func horizontalLine(at y: Double, stroke: PDFStroke) {
        page.line(from: PDFPoint(x: left, y: y), to: PDFPoint(x: left + width, y: y), stroke: stroke)
    }

    /// Moves the cursor down by `height` (after a table row).
    mutating func advance(_ height: Double) {
        cursor += height
    }

    /// Where the next content starts.
    var currentTop: Double { cursor }
    /// Left edge of the content.
    var contentLeft: Double { left }
    /// Whether a new page would be started for `height`.
    func needsNewPage(for height: Double) -> Bool { cursor + height > contentBottom && !isAtPageTop }

    // MARK: - Footer

    private func footed(_ drawing: PDFDrawing, number: Int, of count: Int) -> PDFDrawing {
        var result = drawing
        let ruleY = contentBottom + 10
        result.line(
            from: PDFPoint(x: left, y: ruleY), to: PDFPoint(x: left + width, y: ruleY),
            stroke: PDFStroke(color: style.secondary, width: 0.4))
        let base = baseline(top: ruleY + 3, size: style.smallSize, fontStyle: .regular)
        if let footer = report.footerText {
            result.text(footer, at: PDFPoint(x: left, y: base), size: style.smallSize, color: style.secondary)
        }
        let label = report.pageLabel.replacingOccurrences(of: "{page}", with: String(number))
            .replacingOccurrences(of: "{pages}", with: String(count))
        result.text(
            label, at: PDFPoint(x: left + width, y: base), size: style.smallSize, color: style.secondary,
            alignment: .right)
        return result
    }
}
