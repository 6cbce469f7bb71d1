import Foundation

/// A passage chart as vector graphics for a PDF report.
///
/// sea, optional land polygons, a graticule labelled in degrees and minutes, the route as a polyline, each waypoint as
/// a dot (coloured by its risk when given) with its name, a scale bar in nautical miles and a north arrow. Mercator
/// projection fitted around the waypoints.
///
/// The chart holds no words of its own apart from waypoint names the caller supplies; coordinates and the scale are
/// written with this module's formatters in the given language.
public struct RouteChart: Sendable, Hashable {
    /// One waypoint.
    public struct Waypoint: Sendable, Hashable {
        /// Name shown next to the dot.
        public var name: String
        /// Position.
        public var position: GeoPoint
        /// Dot colour (risk at this waypoint), navy when nil.
        public var color: PDFColor?

        /// Creates a waypoint.
        public init(name: String, position: GeoPoint, color: PDFColor? = nil) {
            self.name = name
            self.position = position
            self.color = color
        }
    }

    /// The waypoints in route order.
    public var waypoints: [Waypoint]
    /// Land outlines (closed rings) drawn filled; parts outside the chart are clipped.
    public var land: [[GeoPoint]]

    /// Creates a chart.
    public init(waypoints: [Waypoint], land: [[GeoPoint]] = []) {
        self.waypoints = waypoints
        self.land = land
    }

    /// Land fill (#EDE6D6).
    static let landColor = PDFColor(red: 0.929, green: 0.902, blue: 0.839)

    /// The chart as a drawing of `width` × `height` points, labels in `language`.
    public func drawing(width: Double, height: Double, language: FormatLanguage) -> PDFDrawing {
        var drawing = PDFDrawing(width: width, height: height)
        let frame = MercatorFrame(fitting: waypoints.map(\.position), width: width, height: height, margin: 28)
        drawing.rectangle(PDFRect(x: 0, y: 0, width: width, height: height), fill: .sea)
        for ring in land where ring.count > 2 {
            drawing.polygon(ring.map(frame.point), fill: Self.landColor, stroke: PDFStroke(color: .gray, width: 0.4))
        }
        ChartGraticule(frame: frame, width: width, height: height).draw(into: &drawing, language: language)
        drawRoute(into: &drawing, frame: frame, width: width)
        ChartFurniture(frame: frame, width: width, height: height).draw(into: &drawing, language: language)
        drawing.rectangle(
            PDFRect(x: 0, y: 0, width: width, height: height), fill: nil, stroke: PDFStroke(color: .navy, width: 0.8))
        return drawing
    }

    /// The route line, the dots, and each name beside its dot: to the right in the left half of the chart, to the
    /// left in the right half, so a name near the right edge is neither clipped nor under the north arrow.
    private func drawRoute(into drawing: inout PDFDrawing, frame: MercatorFrame, width: Double) {
        let points = waypoints.map { frame.point($0.position) }
        drawing.polyline(points, stroke: PDFStroke(color: .navy, width: 1.6))
        for (waypoint, point) in zip(waypoints, points) {
            drawing.circle(
                center: point, radius: 3.2, fill: waypoint.color ?? .navy, stroke: PDFStroke(color: .white, width: 0.8))
            let leftward = point.x > width / 2
            drawing.text(
                waypoint.name, at: PDFPoint(x: point.x + (leftward ? -6 : 6), y: point.y - 5), size: 7.5, style: .bold,
                alignment: leftward ? .right : .left)
        }
    }
}
