import Foundation

/// Draws a planned route as a standalone SVG chart: sea and land (from a ``Coastline``), a Mercator frame
/// fitted to the route with a margin, coloured legs with distance and bearing, numbered and labelled
/// waypoints, a nautical-mile scale bar, a north arrow and the data attribution.
public struct ChartRenderer: Sendable {
    /// The land drawn under the route.
    public let coastline: Coastline
    /// Default leg colours, cycled (a colour-blind-safe palette: Okabe & Ito 2008).
    public static let legPalette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]

    /// Creates a renderer drawing `coastline` (by default the full-resolution coast the land check uses, so the
    /// chart and the check agree; issue 29).
    public init(coastline: Coastline = .fullResolution) {
        self.coastline = coastline
    }

    /// The SVG text (1000 × 760 px) of a plan with optional annotations.
    public func render(_ plan: RoutePlan, annotations: ChartAnnotations = ChartAnnotations()) -> String {
        let coordinates = plan.route.waypoints.map(\.coordinate) + annotations.arrows.map(\.coordinate)
        let frame = ChartFrame(fitting: coordinates)
        var svg = SVGBuilder(width: frame.width, height: frame.height)
        svg.add(##"<rect width="100%" height="100%" fill="#dcecf7"/>"##)
        if let coverage = annotations.landCoverage {
            ChartUnknownArea(coverage: coverage).draw(frame: frame, into: &svg)
        }
        drawLand(frame: frame, into: &svg)
        drawLegs(plan, annotations: annotations, frame: frame, into: &svg)
        let layout = ChartLabelLayout(plan: plan, frame: frame)
        drawWaypoints(plan.route.waypoints, annotations: annotations, layout: layout, frame: frame, into: &svg)
        for arrow in annotations.arrows {
            drawArrow(arrow, center: layout.arrowCenter(for: arrow.coordinate), frame: frame, into: &svg)
        }
        drawScaleBar(frame: frame, into: &svg)
        drawNorthArrow(frame: frame, into: &svg)
        let title = "\(plan.route.name) — \(String(format: "%.1f", plan.totalDistanceMeters / 1852)) nm"
        svg.text(title, x: 20, y: 34, size: 20, weight: "bold")
        ChartLegendDrawing(items: annotations.legend).draw(into: &svg, x: 20, y: 52)
        let caption = annotations.caption.isEmpty ? [Coastline.fullResolutionAttribution] : annotations.caption
        for (index, line) in caption.reversed().enumerated() {
            svg.text(line, x: frame.width - 12, y: frame.height - 10 - Double(index) * 15, size: 11, anchor: "end")
        }
        return svg.finish()
    }

    private func drawLand(frame: ChartFrame, into svg: inout SVGBuilder) {
        var path = ""
        let box = frame.bounds.expanded(byDegrees: 0.5)
        // A frame across the antimeridian reaches past 180°; the land there is stored at −180…
        let beyond = GeoBoundingBox(
            minLatitude: box.minLatitude, maxLatitude: box.maxLatitude, minLongitude: box.minLongitude - 360,
            maxLongitude: box.maxLongitude - 360)
        // Simplified to half a pixel: the full-resolution mainland alone has over 100,000 vertices.
        let tolerance = (frame.bounds.maxLongitude - frame.bounds.minLongitude) / frame.width / 2
        let rings =
            coastline.landRings(in: box, toleranceDegrees: tolerance)
            + (box.maxLongitude > 180 ? coastline.landRings(in: beyond, toleranceDegrees: tolerance) : [])
        for ring in rings { path += SVGBuilder.pathData(ring.map(frame.point), closed: true) }
        guard !path.isEmpty else { return }
        svg.add(##"<path d="\##(path)" fill="#f1e6c8" stroke="#a08c5b" stroke-width="0.8" fill-rule="evenodd"/>"##)
    }

    private func drawLegs(
        _ plan: RoutePlan, annotations: ChartAnnotations, frame: ChartFrame, into svg: inout SVGBuilder
    ) {
        for leg in plan.legs {
            let color = annotations.legColors[leg.index] ?? Self.legPalette[(leg.index - 1) % Self.legPalette.count]
            let start = frame.point(leg.from.coordinate)
            let end = frame.point(leg.to.coordinate)
            let onLand = annotations.landLegs.contains(leg.index)
            svg.add(Self.line(start, end, color: color, width: 4, dashes: nil))
            if onLand { svg.add(Self.line(start, end, color: ChartLegendDrawing.landColor, width: 3, dashes: "9 6")) }
            if annotations.uncheckedLegs.contains(leg.index) {
                svg.add(Self.line(start, end, color: ChartLegendDrawing.uncheckedColor, width: 3, dashes: "3 5"))
            }
            var label = String(format: "%.1f nm %03.0f°T", leg.distanceNauticalMiles, leg.bearingTrue.rounded())
            if leg.distanceMeters == 0 { label = "0.0 nm" }  // a zero-length leg has no bearing
            if onLand { label += " " + annotations.landLabel }
            // Beside the leg, not on it: 12 px along the normal that points up (or right for a vertical leg).
            let length = max(
                1, ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot())
            var normal = (x: (end.y - start.y) / length, y: -(end.x - start.x) / length)
            if normal.y > 0 || (normal.y == 0 && normal.x < 0) { normal = (-normal.x, -normal.y) }
            svg.text(
                label, x: (start.x + end.x) / 2 + normal.x * 12, y: (start.y + end.y) / 2 + normal.y * 12 + 4, size: 12,
                anchor: "middle", color: onLand ? ChartLegendDrawing.landColor : "#1d3557")
        }
    }

    /// An SVG line element.
    static func line(
        _ start: (x: Double, y: Double), _ end: (x: Double, y: Double), color: String, width: Double, dashes: String?
    ) -> String {
        let dash = dashes.map { #" stroke-dasharray="\#($0)""# } ?? ""
        return
            ##"<line x1="\##(SVGBuilder.number(start.x))" y1="\##(SVGBuilder.number(start.y))" x2="\##(SVGBuilder.number(end.x))" y2="\##(SVGBuilder.number(end.y))" stroke="\##(SVGBuilder.escape(color))" stroke-width="\##(SVGBuilder.number(width))" stroke-linecap="round"\##(dash)/>"##
    }

    private func drawWaypoints(
        _ waypoints: [Waypoint], annotations: ChartAnnotations, layout: ChartLabelLayout, frame: ChartFrame,
        into svg: inout SVGBuilder
    ) {
        for (offset, waypoint) in waypoints.enumerated() {
            let mark = annotations.waypointMarks[offset + 1]
            let point = frame.point(waypoint.coordinate)
            let fill = SVGBuilder.escape(mark?.fill ?? "#ffffff")
            if annotations.landWaypoints.contains(offset + 1) {
                svg.add(
                    ##"<circle cx="\##(SVGBuilder.number(point.x))" cy="\##(SVGBuilder.number(point.y))" r="13" fill="none" stroke="\##(ChartLegendDrawing.landColor)" stroke-width="3" stroke-dasharray="5 4"/>"##
                )
            }
            svg.add(
                ##"<circle cx="\##(SVGBuilder.number(point.x))" cy="\##(SVGBuilder.number(point.y))" r="7" fill="\##(fill)" stroke="#1d3557" stroke-width="2"/>"##
            )
            let place = layout.label(at: offset)
            svg.text(
                "\(offset + 1) \(waypoint.name)", x: point.x + place.dx, y: point.y + place.dy, size: 14,
                anchor: place.anchor, weight: "bold")
            if let caption = mark?.caption {
                svg.text(caption, x: point.x + place.dx, y: point.y + place.dy + 16, size: 12, anchor: place.anchor)
            }
        }
    }

    private func drawArrow(
        _ arrow: ChartAnnotations.Arrow, center: (x: Double, y: Double)?, frame: ChartFrame, into svg: inout SVGBuilder
    ) {
        let angle = arrow.bearing * AngleMath.radiansPerDegree
        let anchor = center ?? frame.point(arrow.coordinate)
        // Centred on the spot beside the waypoint (or with its tail at a free-standing position).
        let shift = center == nil ? 0.0 : arrow.length / 2
        let tail = (x: anchor.x - sin(angle) * shift, y: anchor.y + cos(angle) * shift)
        let head = (x: tail.x + sin(angle) * arrow.length, y: tail.y - cos(angle) * arrow.length)
        let wing = 8.0
        let left = (x: head.x - sin(angle - 0.45) * wing, y: head.y + cos(angle - 0.45) * wing)
        let right = (x: head.x - sin(angle + 0.45) * wing, y: head.y + cos(angle + 0.45) * wing)
        let color = SVGBuilder.escape(arrow.color)
        svg.add(
            ##"<path d="\##(SVGBuilder.pathData([tail, head], closed: false))\##(SVGBuilder.pathData([left, head, right], closed: false))" fill="none" stroke="\##(color)" stroke-width="2.5" stroke-linejoin="round"/>"##
        )
        if let label = arrow.label {
            svg.text(label, x: anchor.x, y: max(tail.y, head.y) + 14, size: 11, anchor: "middle", color: arrow.color)
        }
    }

    /// A scale bar of a round number of nautical miles, about a fifth of the chart wide, at the centre latitude.
    private func drawScaleBar(frame: ChartFrame, into svg: inout SVGBuilder) {
        let pixelsPerNauticalMile = frame.unitsPerNauticalMile(atLatitude: frame.centerLatitude)
        let target = frame.width / 5 / pixelsPerNauticalMile
        let steps: [Double] = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500]
        let miles = steps.last { $0 <= target } ?? 0.1
        let length = miles * pixelsPerNauticalMile
        let y = frame.height - 36
        svg.add(
            ##"<path d="M30 \##(SVGBuilder.number(y - 6))V\##(SVGBuilder.number(y))H\##(SVGBuilder.number(30 + length))V\##(SVGBuilder.number(y - 6))" fill="none" stroke="#1d3557" stroke-width="2"/>"##
        )
        let text = miles < 1 ? String(format: "%.1f nm", miles) : String(format: "%.0f nm", miles)
        svg.text(text, x: 30 + length / 2, y: y - 10, size: 12, anchor: "middle")
    }

    private func drawNorthArrow(frame: ChartFrame, into svg: inout SVGBuilder) {
        let x = frame.width - 40
        svg.add(
            ##"<path d="M\##(SVGBuilder.number(x)) 40L\##(SVGBuilder.number(x - 10)) 72L\##(SVGBuilder.number(x)) 64L\##(SVGBuilder.number(x + 10)) 72Z" fill="#1d3557"/>"##
        )
        svg.text("N", x: x, y: 34, size: 16, anchor: "middle", weight: "bold")
    }
}
