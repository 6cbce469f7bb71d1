/// Turns drawing elements into PDF content-stream operators for one page (PDF 1.7 §8 graphics, §9 text),
/// converting top-left coordinates to PDF's bottom-left ones, and records which glyphs each font used.
struct ContentStreamBuilder {
    /// The page height, points, for flipping y.
    let pageHeight: Double
    /// Fonts for encoding and measuring text.
    let fonts: PDFFonts
    /// Operator lines so far.
    private(set) var lines: [String] = []
    /// Glyph → the smallest Unicode scalar drawn with it, per face (for widths and ToUnicode).
    private(set) var glyphUsage: [PDFFace: [UInt16: Unicode.Scalar]] = [:]

    /// Bézier control distance for a quarter circle: 4/3·(√2 − 1).
    private static let kappa = 0.552_284_749_8

    init(pageHeight: Double, fonts: PDFFonts) {
        self.pageHeight = pageHeight
        self.fonts = fonts
    }

    /// The content stream bytes.
    var bytes: [UInt8] {
        Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Draws `drawing` with its top-left corner at `origin`, clipped to its bounds.
    mutating func draw(_ drawing: PDFDrawing, at origin: PDFPoint) {
        lines.append("q")
        lines.append(rect(PDFRect(x: origin.x, y: origin.y, width: drawing.width, height: drawing.height)) + " W n")
        for element in drawing.elements { draw(element, offset: origin) }
        lines.append("Q")
    }

    private mutating func draw(_ element: PDFDrawing.Element, offset: PDFPoint) {
        switch element {
        case .line(let start, let end, let stroke):
            path([start, end], offset: offset, close: false, fill: nil, stroke: stroke)
        case .polyline(let points, let stroke):
            path(points, offset: offset, close: false, fill: nil, stroke: stroke)
        case .polygon(let points, let fill, let stroke):
            path(points, offset: offset, close: true, fill: fill, stroke: stroke)
        case .rectangle(let box, let fill, let stroke):
            let moved = PDFRect(x: box.x + offset.x, y: box.y + offset.y, width: box.width, height: box.height)
            paint(rect(moved), fill: fill, stroke: stroke)
        case .circle(let center, let radius, let fill, let stroke):
            paint(circle(PDFPoint(x: center.x + offset.x, y: center.y + offset.y), radius), fill: fill, stroke: stroke)
        case .drawing(let nested, let point):
            draw(nested, at: PDFPoint(x: point.x + offset.x, y: point.y + offset.y))
        case .text(let text, let point, let size, let style, let color, let alignment):
            self.text(
                text, at: PDFPoint(x: point.x + offset.x, y: point.y + offset.y), size: size, style: style,
                color: color, alignment: alignment)
        }
    }

    /// Writes one line of text, one text object per run of characters in the same face (``PDFFonts``); glyphs
    /// missing from every face are drawn as `.notdef` but still map to their text.
    mutating func text(
        _ text: String, at point: PDFPoint, size: Double, style: PDFFontStyle, color: PDFColor,
        alignment: PDFTextAlignment
    ) {
        guard !text.isEmpty else { return }
        let width = fonts.width(of: text, size: size, style: style)
        var x = point.x - (alignment == .left ? 0 : (alignment == .right ? width : width / 2))
        let y = PDFSyntax.number(pageHeight - point.y)
        for run in fonts.runs(of: text, style: style) {
            let font = fonts.font(for: run.face)
            let hex = encode(run, font: font)
            lines.append(
                "BT \(PDFSyntax.color(color, stroke: false)) /\(run.face.resourceName) \(PDFSyntax.number(size)) Tf")
            lines.append("1 0 0 1 \(PDFSyntax.number(x)) \(y) Tm <\(hex)> Tj ET")
            x += font.width(of: run.text, size: size)
        }
    }

    /// The run's glyph indices as hex, recording each glyph's character for the face's widths and ToUnicode.
    private mutating func encode(_ run: PDFTextRun, font: TrueTypeFont) -> String {
        var hex = ""
        for scalar in run.text.unicodeScalars {
            let glyph = font.glyph(for: scalar)
            hex += PDFSyntax.hex(glyph)
            if let known = glyphUsage[run.face]?[glyph], known.value <= scalar.value { continue }
            glyphUsage[run.face, default: [:]][glyph] = scalar
        }
        return hex
    }

    private mutating func path(_ points: [PDFPoint], offset: PDFPoint, close: Bool, fill: PDFColor?, stroke: PDFStroke?)
    {
        guard let first = points.first else { return }
        var operators = move(first, offset) + " m"
        for point in points.dropFirst() { operators += " " + move(point, offset) + " l" }
        if close { operators += " h" }
        paint(operators, fill: fill, stroke: stroke)
    }

    private mutating func paint(_ path: String, fill: PDFColor?, stroke: PDFStroke?) {
        var state = ["q"]
        if let fill { state.append(PDFSyntax.color(fill, stroke: false)) }
        if let stroke {
            let dash = stroke.dash.map(PDFSyntax.number).joined(separator: " ")
            state.append(PDFSyntax.color(stroke.color, stroke: true))
            state.append("\(PDFSyntax.number(stroke.width)) w 1 J 1 j [\(dash)] 0 d")
        }
        let paintOperator = fill == nil ? (stroke == nil ? "n" : "S") : (stroke == nil ? "f" : "B")
        lines.append(state.joined(separator: " ") + " " + path + " " + paintOperator + " Q")
    }

    private func move(_ point: PDFPoint, _ offset: PDFPoint) -> String {
        PDFSyntax.number(point.x + offset.x) + " " + PDFSyntax.number(pageHeight - (point.y + offset.y))
    }

    private func rect(_ box: PDFRect) -> String {
        [box.x, pageHeight - box.y - box.height, box.width, box.height].map(PDFSyntax.number).joined(separator: " ")
            + " re"
    }

    private func circle(_ center: PDFPoint, _ radius: Double) -> String {
        let control = radius * Self.kappa
        let x = center.x
        let y = pageHeight - center.y
        let n = PDFSyntax.number
        return [
            "\(n(x + radius)) \(n(y)) m",
            "\(n(x + radius)) \(n(y + control)) \(n(x + control)) \(n(y + radius)) \(n(x)) \(n(y + radius)) c",
            "\(n(x - control)) \(n(y + radius)) \(n(x - radius)) \(n(y + control)) \(n(x - radius)) \(n(y)) c",
            "\(n(x - radius)) \(n(y - control)) \(n(x - control)) \(n(y - radius)) \(n(x)) \(n(y - radius)) c",
            "\(n(x + control)) \(n(y - radius)) \(n(x + radius)) \(n(y - control)) \(n(x + radius)) \(n(y)) c h",
        ].joined(separator: " ")
    }
}
