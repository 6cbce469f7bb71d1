/// A recorded vector drawing.
///
/// lines, polylines, polygons, rectangles, circles and text in a local coordinate system (points, origin top-left, y
/// downwards) of a given size. A report places it as a block (the route chart); ``PDFWriter`` takes one per page.
/// Nothing outside `0…width × 0…height` is shown (the drawing is clipped).
public struct PDFDrawing: Sendable, Hashable {
    /// One recorded element.
    public enum Element: Sendable, Hashable {
        /// A straight line.
        case line(from: PDFPoint, to: PDFPoint, stroke: PDFStroke)
        /// An open polyline through the points.
        case polyline([PDFPoint], stroke: PDFStroke)
        /// A closed polygon, filled and/or stroked.
        case polygon([PDFPoint], fill: PDFColor?, stroke: PDFStroke?)
        /// A rectangle, filled and/or stroked.
        case rectangle(PDFRect, fill: PDFColor?, stroke: PDFStroke?)
        /// A circle (four Bézier arcs), filled and/or stroked.
        case circle(center: PDFPoint, radius: Double, fill: PDFColor?, stroke: PDFStroke?)
        /// A single-line text run; `at` is the anchor on the baseline.
        case text(String, at: PDFPoint, size: Double, style: PDFFontStyle, color: PDFColor, alignment: PDFTextAlignment)
        /// Another drawing placed with its top-left corner at `at`, clipped to its own bounds.
        case drawing(PDFDrawing, at: PDFPoint)
    }

    /// Width, points.
    public let width: Double
    /// Height, points.
    public let height: Double
    /// The elements in drawing order (later ones on top).
    public private(set) var elements: [Element] = []

    /// Creates an empty drawing of the given size in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Adds any element.
    public mutating func add(_ element: Element) {
        elements.append(element)
    }

    /// Draws a straight line.
    public mutating func line(from start: PDFPoint, to end: PDFPoint, stroke: PDFStroke = PDFStroke()) {
        add(.line(from: start, to: end, stroke: stroke))
    }

    /// Draws an open polyline (a route).
    public mutating func polyline(_ points: [PDFPoint], stroke: PDFStroke = PDFStroke()) {
        add(.polyline(points, stroke: stroke))
    }

    /// Draws a closed polygon (a coastline), filled and/or outlined.
    public mutating func polygon(_ points: [PDFPoint], fill: PDFColor?, stroke: PDFStroke? = nil) {
        add(.polygon(points, fill: fill, stroke: stroke))
    }

    /// Draws a rectangle, filled and/or outlined.
    public mutating func rectangle(_ rect: PDFRect, fill: PDFColor?, stroke: PDFStroke? = nil) {
        add(.rectangle(rect, fill: fill, stroke: stroke))
    }

    /// Draws a circle (a waypoint), filled and/or outlined.
    public mutating func circle(center: PDFPoint, radius: Double, fill: PDFColor?, stroke: PDFStroke? = nil) {
        add(.circle(center: center, radius: radius, fill: fill, stroke: stroke))
    }

    /// Places another drawing (a chart inside a page) with its top-left corner at `point`.
    public mutating func draw(_ drawing: PDFDrawing, at point: PDFPoint) {
        add(.drawing(drawing, at: point))
    }

    /// Writes one line of text with its baseline anchored at `point`.
    public mutating func text(
        _ text: String, at point: PDFPoint, size: Double = 9, style: PDFFontStyle = .regular,
        color: PDFColor = .black, alignment: PDFTextAlignment = .left
    ) {
        add(.text(text, at: point, size: size, style: style, color: color, alignment: alignment))
    }
}
