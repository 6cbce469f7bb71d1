import Formatting
import Foundation
import Localization
import MarineKit
import PDFWriting

/// A passage chart as vector graphics for a PDF report.
///
/// sea, optional land polygons, a graticule labelled in degrees and minutes, the route as a polyline, each waypoint as
/// a dot (coloured by its risk when given) with its name, a scale bar in nautical miles and a north arrow. Mercator
/// projection fitted around the waypoints.
///
/// The chart holds no words of its own apart from waypoint names the caller supplies; coordinates and the scale are
/// written with Formatting's formatters in the given language. It lives at the app layer so that the PDF
/// writer (PDFWriting) knows nothing of routes.
struct RouteChart: Sendable, Hashable {
    /// One waypoint.
    struct Waypoint: Sendable, Hashable {
        /// Name shown next to the dot.
        var name: String
        /// Position.
        var position: GeoCoordinate
        /// Dot colour (risk at this waypoint), navy when nil.
        var color: PDFColor?
        /// Drawn with a dashed warning ring (a waypoint on land).
        var warning = false
        /// Direction a wind arrow points, degrees clockwise from north (downwind), drawn beside the dot on the side
        /// away from the name; nil draws none.
        var windArrowBearing: Double?
        /// Text under the wind arrow ("21 kn").
        var windLabel: String?

        /// Creates a waypoint.
        init(name: String, position: GeoCoordinate, color: PDFColor? = nil) {
            self.name = name
            self.position = position
            self.color = color
        }
    }

    /// How one leg (waypoint i to i + 1) is drawn.
    struct Leg: Sendable, Hashable {
        /// Line colour (the leg's risk).
        var color: PDFColor
        /// Drawn with warning dashes over it (a leg across land).
        var warning: Bool

        /// Creates a leg style.
        init(color: PDFColor, warning: Bool = false) {
            self.color = color
            self.warning = warning
        }
    }

    /// One legend line: a line sample (solid, or the warning dashes) and the caller's words.
    struct LegendEntry: Sendable, Hashable {
        /// Sample colour.
        var color: PDFColor
        /// Whether the sample is the warning dashes.
        var warning: Bool
        /// Whether the sample is a wind arrow.
        var arrow = false
        /// The words.
        var label: String

        /// Creates a legend line.
        init(color: PDFColor, warning: Bool = false, label: String) {
            self.color = color
            self.warning = warning
            self.label = label
        }
    }

    /// The warning colour (magenta, apart from the risk colours).
    static let warningColor = PDFColor(red: 0.71, green: 0.09, blue: 0.62)
    /// Leg styles in route order; when their count is not one less than the waypoints', the route is one navy line.
    var legs: [Leg] = []
    /// Legend lines, in a box at the top left; none draws no box.
    var legend: [LegendEntry] = []

    /// The waypoints in route order.
    var waypoints: [Waypoint]
    /// Land outlines (closed rings) drawn filled; parts outside the chart are clipped.
    var land: [[GeoCoordinate]]

    /// Creates a chart.
    init(waypoints: [Waypoint], land: [[GeoCoordinate]] = []) {
        self.waypoints = waypoints
        self.land = land
    }

    /// Land fill (#EDE6D6).
    static let landColor = PDFColor(red: 0.929, green: 0.902, blue: 0.839)

    /// The chart as a drawing of `width` × `height` points, labels in `language`.
    func drawing(width: Double, height: Double, language: Language) -> PDFDrawing {
        var drawing = PDFDrawing(width: width, height: height)
        let frame = ChartFrame(fitting: waypoints.map(\.position), width: width, height: height, padding: 12)
        drawing.rectangle(PDFRect(x: 0, y: 0, width: width, height: height), fill: .sea)
        for ring in land where ring.count > 2 {
            drawing.polygon(ring.map(frame.pdfPoint), fill: Self.landColor, stroke: PDFStroke(color: .gray, width: 0.4))
        }
        let points = waypoints.map { frame.pdfPoint($0.position) }
        let legendBox = legendRect(height: height, avoiding: points)
        var graticule = ChartGraticule(frame: frame, width: width, height: height)
        graticule.clear = legendBox
        graticule.draw(into: &drawing, language: language)
        drawRoute(into: &drawing, frame: frame, width: width)
        ChartFurniture(frame: frame, width: width, height: height).draw(into: &drawing, language: language)
        if let legendBox { drawLegend(in: legendBox, into: &drawing) }
        drawing.rectangle(
            PDFRect(x: 0, y: 0, width: width, height: height), fill: nil, stroke: PDFStroke(color: .navy, width: 0.8))
        return drawing
    }

    /// The route (one line per leg when ``legs`` are given), then each waypoint (``labelSide(_:points:width:)``).
    private func drawRoute(into drawing: inout PDFDrawing, frame: ChartFrame, width: Double) {
        let points = waypoints.map { frame.pdfPoint($0.position) }
        if legs.count == points.count - 1 {
            for (leg, ends) in zip(legs, zip(points, points.dropFirst())) {
                drawing.line(from: ends.0, to: ends.1, stroke: PDFStroke(color: leg.color, width: 2.4))
                if leg.warning {
                    drawing.line(
                        from: ends.0, to: ends.1, stroke: PDFStroke(color: Self.warningColor, width: 1.6, dash: [5, 3]))
                }
            }
        } else {
            drawing.polyline(points, stroke: PDFStroke(color: .navy, width: 1.6))
        }
        for (index, (waypoint, point)) in zip(waypoints, points).enumerated() {
            drawWaypoint(waypoint, at: point, side: Self.labelSide(index, points: points, width: width), into: &drawing)
        }
    }

    /// Where a waypoint's name goes: away from the legs that meet at it (left of legs leaving to the right, below
    /// legs leaving upwards), else toward the chart's centre, so names keep off the route line and the edges.
    static func labelSide(_ index: Int, points: [PDFPoint], width: Double) -> (leftward: Bool, below: Bool) {
        let point = points[index]
        var pull = (x: 0.0, y: 0.0)
        for neighbour in [index - 1, index + 1] where points.indices.contains(neighbour) {
            let dx = points[neighbour].x - point.x
            let dy = points[neighbour].y - point.y
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            pull = (pull.x + dx / length, pull.y + dy / length)
        }
        var leftward = abs(pull.x) > 0.3 ? pull.x > 0 : point.x > width / 2
        if leftward, point.x < 90 { leftward = false }
        if !leftward, point.x > width - 90 { leftward = true }
        return (leftward, pull.y < -0.5)
    }

    /// One waypoint: warning ring, dot, name on `side`, and the wind arrow on the other side.
    private func drawWaypoint(
        _ waypoint: Waypoint, at point: PDFPoint, side: (leftward: Bool, below: Bool), into drawing: inout PDFDrawing
    ) {
        if waypoint.warning {
            drawing.circle(
                center: point, radius: 6.5, fill: nil,
                stroke: PDFStroke(color: Self.warningColor, width: 1.4, dash: [2.5, 2]))
        }
        drawing.circle(
            center: point, radius: 3.2, fill: waypoint.color ?? .navy, stroke: PDFStroke(color: .white, width: 0.8))
        drawing.text(
            waypoint.name, at: PDFPoint(x: point.x + (side.leftward ? -6 : 6), y: point.y + (side.below ? 10 : -5)),
            size: 7.5, style: .bold, alignment: side.leftward ? .right : .left)
        guard let bearing = waypoint.windArrowBearing else { return }
        // Beside the dot, on the side away from the name, so the arrow never crosses it.
        let center = PDFPoint(x: point.x + (side.leftward ? 16 : -16), y: point.y + 2)
        Self.arrow(at: center, bearing: bearing, length: 14, into: &drawing)
        if let label = waypoint.windLabel {
            drawing.text(label, at: PDFPoint(x: center.x, y: center.y + 13), size: 6, alignment: .center)
        }
    }

    /// The wind arrow colour (dark teal).
    static let windColor = PDFColor(red: 0.15, green: 0.27, blue: 0.33)

    /// An arrow of `length` points centred on `center`, pointing to `bearing` (degrees clockwise from north).
    static func arrow(at center: PDFPoint, bearing: Double, length: Double, into drawing: inout PDFDrawing) {
        let angle = bearing * .pi / 180
        let (dx, dy) = (sin(angle) * length / 2, -cos(angle) * length / 2)
        let tail = PDFPoint(x: center.x - dx, y: center.y - dy)
        let head = PDFPoint(x: center.x + dx, y: center.y + dy)
        let stroke = PDFStroke(color: windColor, width: 1.1)
        drawing.line(from: tail, to: head, stroke: stroke)
        for side in [-0.45, 0.45] {
            let wing = PDFPoint(x: head.x - sin(angle + side) * 4, y: head.y + cos(angle + side) * 4)
            drawing.line(from: head, to: wing, stroke: stroke)
        }
    }

    /// The legend's box, or nil without a legend.
    ///
    /// In the top-left corner, below the meridians' labels along the top edge, or the bottom-left corner when fewer
    /// waypoints (with room for their names) lie there. The scale bar and
    /// the north arrow hold the right-hand corners; the parallels' labels move beside the box (``ChartGraticule``).
    func legendRect(height: Double, avoiding points: [PDFPoint]) -> PDFRect? {
        guard !legend.isEmpty else { return nil }
        let size = (
            width: 34 + 4.2 * Double(legend.map(\.label.count).max() ?? 0), height: Double(legend.count) * 11 + 6
        )
        let top = PDFRect(x: 8, y: 12, width: size.width, height: size.height)
        let bottom = PDFRect(x: 8, y: height - 8 - size.height, width: size.width, height: size.height)
        func covered(_ box: PDFRect) -> Int {
            // A waypoint's dot and its name (about 60 pt to either side, 12 pt above and below).
            points.filter { point in
                point.x > box.x - 60 && point.x < box.x + box.width + 60 && point.y > box.y - 12
                    && point.y < box.y + box.height + 12
            }.count
        }
        return covered(bottom) < covered(top) ? bottom : top
    }

    /// The legend in `box`: a line sample and the words per entry.
    private func drawLegend(in box: PDFRect, into drawing: inout PDFDrawing) {
        drawing.rectangle(box, fill: .white, stroke: PDFStroke(color: .gray, width: 0.3))
        for (index, entry) in legend.enumerated() {
            let y = box.y + 9 + Double(index) * 11
            if entry.arrow {
                Self.arrow(at: PDFPoint(x: box.x + 13, y: y - 2.5), bearing: 90, length: 16, into: &drawing)
            } else {
                drawing.line(
                    from: PDFPoint(x: box.x + 5, y: y - 2.5), to: PDFPoint(x: box.x + 21, y: y - 2.5),
                    stroke: PDFStroke(
                        color: entry.color, width: entry.warning ? 1.6 : 2.4, dash: entry.warning ? [5, 3] : []))
            }
            drawing.text(entry.label, at: PDFPoint(x: box.x + 25, y: y), size: 7)
        }
    }
}
