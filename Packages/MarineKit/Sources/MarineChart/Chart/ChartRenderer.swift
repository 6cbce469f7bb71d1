import Foundation

/// Draws a planned route as a standalone SVG chart: sea and land (from a ``Coastline``), a Mercator frame
/// fitted to the route with a margin, a graticule in degrees and minutes, legs with distance and bearing, numbered
/// and labelled waypoints, a nautical-mile scale bar, a north arrow and the data attribution.
///
/// Readable without colour (issue 30): the SVG has a `<title>` and a `<desc>` listing every leg and waypoint with
/// what the caller says of it (its risk), each leg and waypoint is a group with its own `<title>`, a leg's note is
/// written after its figures and its dash pattern (``ChartAnnotations/legDashes``) repeats what its colour says; the
/// legend goes to the corner it hides least in, and an arrow on a leg (the worst point) is drawn beside the leg with
/// a marker on it, not over it.
public struct ChartRenderer: Sendable {
    /// The land drawn under the route; empty when the renderer draws a land check's own coast (``init(land:)``).
    public let coastline: Coastline
    /// The land check whose own index the coast is drawn from (``LandCheck/landRings(in:toleranceDegrees:)``), when
    /// set, instead of ``coastline``.
    public let landCheck: LandCheck?
    /// The colour of legs the caller does not colour: one blue for all (Okabe & Ito 2008's blue), so that no leg
    /// reads as a risk colour on a chart without weather.
    public static let legColor = "#0072B2"

    /// Creates a renderer drawing `coastline` (by default the full-resolution coast the land check uses, so the
    /// chart and the check agree; issue 29).
    public init(coastline: Coastline = .fullResolution) {
        self.coastline = coastline
        landCheck = nil
    }

    /// Creates a renderer drawing the coast `check` tests against, from the check's own index: the rings
    /// ``init(coastline:)`` draws for the coastline the index was built from, without decoding and holding that
    /// coastline a second time (the chart of a 200,000-point route held the full-resolution coast twice; issue 30).
    public init(land check: LandCheck) {
        coastline = Coastline(polygons: [])
        landCheck = check
    }

    /// Routes with more waypoints than this are drawn simplified (`renderDense(_:annotations:)`): one line per
    /// run of legs drawn alike, thinned to half a pixel, only the first and last waypoint labelled (a 200,000-point
    /// route made a 119 MB SVG; issue 30).
    public static let detailedWaypointLimit = 500

    /// The SVG text (1000 × 760 px) of a route's legs (``RoutePlanner/legs(of:boat:referenceDate:)``), as
    /// ``render(_:annotations:)-(RoutePlan,_)`` draws their plan: a long route is drawn from its waypoints without making a leg
    /// (a 200,000-point route's legs held whole took 60 MB; issue 30).
    public func render(_ legs: RouteLegs, annotations: ChartAnnotations = ChartAnnotations()) -> String {
        guard legs.route.waypoints.count <= Self.detailedWaypointLimit else {
            return renderDense(legs.route, totalDistanceMeters: legs.totalDistanceMeters, annotations: annotations)
        }
        return render(
            RoutePlan(route: legs.route, legs: Array(legs), fuelPricePerLiter: legs.fuelPricePerLiter),
            annotations: annotations)
    }

    /// The SVG text (1000 × 760 px) of a plan with optional annotations.
    public func render(_ plan: RoutePlan, annotations: ChartAnnotations = ChartAnnotations()) -> String {
        guard plan.route.waypoints.count <= Self.detailedWaypointLimit else {
            return renderDense(plan.route, totalDistanceMeters: plan.totalDistanceMeters, annotations: annotations)
        }
        let coordinates = plan.route.waypoints.map(\.coordinate) + annotations.arrows.map(\.coordinate)
        let frame = ChartFrame(fitting: coordinates)
        let title = "\(plan.route.name) — \(String(format: "%.1f", plan.totalDistanceMeters / 1852)) nm"
        var svg = SVGBuilder(
            width: frame.width, height: frame.height, title: title,
            description: description(plan, annotations: annotations).joined(separator: "\n"))
        svg.add(##"<rect width="100%" height="100%" fill="#dcecf7"/>"##)
        if let coverage = annotations.landCoverage {
            ChartUnknownArea(coverage: coverage).draw(frame: frame, into: &svg)
        }
        drawLand(frame: frame, into: &svg)
        let graticule = ChartGraticuleLines(frame: frame)
        graticule.draw(into: &svg)
        drawLegs(plan, annotations: annotations, frame: frame, into: &svg)
        let widths = plan.route.waypoints.enumerated().map { offset, waypoint in
            max(
                Double("\(offset + 1) \(waypoint.name)".count) * 14 * 0.62,
                Double((annotations.waypointMarks[offset + 1]?.caption ?? "").count) * 12 * 0.6)
        }
        let layout = ChartLabelLayout(plan: plan, frame: frame, labelWidths: widths)
        drawWaypoints(plan.route.waypoints, annotations: annotations, layout: layout, frame: frame, into: &svg)
        var placement = obstacles(plan, layout: layout, frame: frame, graticule: graticule)
        for arrow in annotations.arrows {
            let atWaypoint = layout.arrowCenter(for: arrow.coordinate)
            let beside = atWaypoint == nil ? besideLeg(arrow, plan: plan, frame: frame) : nil
            let center = atWaypoint ?? beside
            drawArrow(arrow, center: center, marked: beside != nil, frame: frame, into: &svg)
            if let center { placement.obstacles.append((center.x, center.y, 5)) }
        }
        drawScaleBar(frame: frame, into: &svg)
        drawNorthArrow(frame: frame, into: &svg)
        svg.text(title, x: 20, y: 34, size: 20, weight: "bold")
        let caption = annotations.caption.isEmpty ? [Coastline.fullResolutionAttribution] : annotations.caption
        let legend = ChartLegendDrawing(items: annotations.legend)
        let origin = placement.origin(
            width: legend.width, height: legend.height, frame: frame, captionLines: caption.count)
        legend.draw(into: &svg, x: origin.x, y: origin.y)
        for (index, line) in caption.reversed().enumerated() {
            svg.text(line, x: frame.width - 12, y: frame.height - 10 - Double(index) * 15, size: 11, anchor: "end")
        }
        return svg.finish()
    }

    /// The `<desc>` lines: the caller's summary, then each leg and waypoint with its figures and notes.
    func description(_ plan: RoutePlan, annotations: ChartAnnotations) -> [String] {
        let words = annotations.words
        let legs = plan.legs.map {
            ChartWords.fill(words.leg, "\($0.index)") + ": " + legText($0, annotations: annotations)
        }
        let waypoints = plan.route.waypoints.enumerated().map { offset, waypoint in
            let caption = annotations.waypointMarks[offset + 1]?.caption.map { ": " + $0 } ?? ""
            return ChartWords.fill(words.waypoint, "\(offset + 1)", waypoint.name) + caption
        }
        return annotations.summary + legs + waypoints
    }

    /// `Gokova → Mouth, 14.7 nm 258°T, red`: a leg's ends, figures and note.
    func legText(_ leg: RouteLeg, annotations: ChartAnnotations) -> String {
        let note = annotations.legNotes[leg.index].map { ", " + $0 } ?? ""
        return "\(leg.from.name) → \(leg.to.name), " + legFigures(leg) + note
    }

    /// `14.7 nm 258°T` (`0.0 nm` for a zero-length leg, which has no bearing).
    func legFigures(_ leg: RouteLeg) -> String {
        guard leg.distanceMeters > 0 else { return "0.0 nm" }
        return String(format: "%.1f nm %03.0f°T", leg.distanceNauticalMiles, leg.bearingTrue.rounded())
    }

    /// The marks the legend should not cover.
    private func obstacles(
        _ plan: RoutePlan, layout: ChartLabelLayout, frame: ChartFrame, graticule: ChartGraticuleLines
    ) -> ChartLegendPlacement {
        var placement = ChartLegendPlacement()
        for leg in plan.legs { placement.addLeg(frame.point(leg.from.coordinate), frame.point(leg.to.coordinate)) }
        for (offset, waypoint) in plan.route.waypoints.enumerated() {
            let point = frame.point(waypoint.coordinate)
            let label = layout.label(at: offset)
            placement.obstacles.append((point.x, point.y, 10))
            placement.obstacles.append((point.x + label.dx, point.y + label.dy, 10))
            let direction = label.anchor == "end" ? -1.0 : label.anchor == "start" ? 1.0 : 0
            placement.obstacles.append((point.x + label.dx + direction * 60, point.y + label.dy, 10))
        }
        placement.obstacles += graticule.labelPoints.map { ($0.x, $0.y, 3) }
        return placement
    }

    /// For an arrow on a leg (a worst point between waypoints): its centre beside the leg, on the side away from
    /// the leg's label, far enough that the arrow does not cross it; nil when it is on no leg (drawn where it is).
    private func besideLeg(_ arrow: ChartAnnotations.Arrow, plan: RoutePlan, frame: ChartFrame) -> (
        x: Double, y: Double
    )? {
        let point = frame.point(arrow.coordinate)
        for leg in plan.legs {
            let start = frame.point(leg.from.coordinate)
            let end = frame.point(leg.to.coordinate)
            guard let normal = Self.labelNormal(start, end), Self.distance(point, start, end) < 8 else { continue }
            let away = arrow.length / 2 + 18
            return (point.x - normal.x * away, point.y - normal.y * away)
        }
        return nil
    }

    /// The unit normal of a leg on the side its label goes (up, or right for a vertical leg), nil for no length.
    static func labelNormal(_ start: (x: Double, y: Double), _ end: (x: Double, y: Double)) -> (x: Double, y: Double)? {
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        guard length > 0 else { return nil }
        var normal = (x: (end.y - start.y) / length, y: -(end.x - start.x) / length)
        if normal.y > 0 || (normal.y == 0 && normal.x < 0) { normal = (-normal.x, -normal.y) }
        return normal
    }

    /// Distance from `point` to the segment `start`–`end`, pixels.
    static func distance(
        _ point: (x: Double, y: Double), _ start: (x: Double, y: Double), _ end: (x: Double, y: Double)
    ) -> Double {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let squared = dx * dx + dy * dy
        let t = squared == 0 ? 0 : max(0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / squared))
        let (x, y) = (start.x + t * dx - point.x, start.y + t * dy - point.y)
        return (x * x + y * y).squareRoot()
    }

    /// The land rings in `box` from ``landCheck`` when set, else from ``coastline``.
    private func landRings(in box: GeoBoundingBox, toleranceDegrees: Double) -> [[GeoCoordinate]] {
        landCheck?.landRings(in: box, toleranceDegrees: toleranceDegrees)
            ?? coastline.landRings(in: box, toleranceDegrees: toleranceDegrees)
    }

    func drawLand(frame: ChartFrame, into svg: inout SVGBuilder) {
        var path = ""
        let box = frame.bounds.expanded(byDegrees: 0.5)
        // A frame across the antimeridian reaches past 180°; the land there is stored at −180…
        let beyond = GeoBoundingBox(
            minLatitude: box.minLatitude, maxLatitude: box.maxLatitude, minLongitude: box.minLongitude - 360,
            maxLongitude: box.maxLongitude - 360)
        // Simplified to half a pixel: the full-resolution mainland alone has over 100,000 vertices.
        let tolerance = (frame.bounds.maxLongitude - frame.bounds.minLongitude) / frame.width / 2
        let rings =
            landRings(in: box, toleranceDegrees: tolerance)
            + (box.maxLongitude > 180 ? landRings(in: beyond, toleranceDegrees: tolerance) : [])
        for ring in rings { path += SVGBuilder.pathData(ring.map(frame.point), closed: true) }
        guard !path.isEmpty else { return }
        svg.add(##"<path d="\##(path)" fill="#f1e6c8" stroke="#a08c5b" stroke-width="0.8" fill-rule="evenodd"/>"##)
    }

    private func drawLegs(
        _ plan: RoutePlan, annotations: ChartAnnotations, frame: ChartFrame, into svg: inout SVGBuilder
    ) {
        for leg in plan.legs {
            let color = annotations.legColors[leg.index] ?? Self.legColor
            let start = frame.point(leg.from.coordinate)
            let end = frame.point(leg.to.coordinate)
            let onLand = annotations.landLegs.contains(leg.index)
            svg.beginGroup(
                title: ChartWords.fill(annotations.words.leg, "\(leg.index)") + ": "
                    + legText(leg, annotations: annotations))
            svg.add(Self.line(start, end, color: color, width: 4, dashes: annotations.legDashes[leg.index]))
            if onLand { svg.add(Self.line(start, end, color: ChartLegendDrawing.landColor, width: 3, dashes: "9 6")) }
            if annotations.uncheckedLegs.contains(leg.index) {
                svg.add(Self.line(start, end, color: ChartLegendDrawing.uncheckedColor, width: 3, dashes: "3 5"))
            }
            var label = legFigures(leg)
            if let note = annotations.legNotes[leg.index] { label += " · " + note }
            if onLand { label += " " + annotations.landLabel }
            // Along the leg and beside it, never across it: turned to the leg's direction (kept upright), its
            // baseline 9 px off the line on the side that is up (or right for a vertical leg).
            let normal = Self.labelNormal(start, end) ?? (0, -1)
            var angle = atan2(end.y - start.y, end.x - start.x) * 180 / .pi
            if angle > 90 { angle -= 180 } else if angle <= -90 { angle += 180 }
            svg.text(
                label, x: (start.x + end.x) / 2 + normal.x * 9, y: (start.y + end.y) / 2 + normal.y * 9, size: 12,
                anchor: "middle", color: onLand ? ChartLegendDrawing.landColor : "#1d3557", rotation: angle)
            svg.endGroup()
        }
    }

    /// An SVG line element.
    static func line(
        _ start: (x: Double, y: Double), _ end: (x: Double, y: Double), color: String, width: Double, dashes: String?
    ) -> String {
        // Dashes end square so that their gaps show at full length (round caps would close a 4 px gap).
        let dash = dashes.map { #" stroke-dasharray="\#($0)""# } ?? ""
        let cap = dashes == nil ? "round" : "butt"
        return
            ##"<line x1="\##(SVGBuilder.number(start.x))" y1="\##(SVGBuilder.number(start.y))" x2="\##(SVGBuilder.number(end.x))" y2="\##(SVGBuilder.number(end.y))" stroke="\##(SVGBuilder.escape(color))" stroke-width="\##(SVGBuilder.number(width))" stroke-linecap="\##(cap)"\##(dash)/>"##
    }

    private func drawWaypoints(
        _ waypoints: [Waypoint], annotations: ChartAnnotations, layout: ChartLabelLayout, frame: ChartFrame,
        into svg: inout SVGBuilder
    ) {
        for (offset, waypoint) in waypoints.enumerated() {
            let mark = annotations.waypointMarks[offset + 1]
            let point = frame.point(waypoint.coordinate)
            let title = ChartWords.fill(annotations.words.waypoint, "\(offset + 1)", waypoint.name)
            svg.beginGroup(title: title + (mark?.caption.map { ": " + $0 } ?? ""))
            defer { svg.endGroup() }
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
            let name = "\(offset + 1) \(waypoint.name)"
            let x = point.x + place.dx
            svg.text(
                name, x: Self.inside(x, text: name, size: 14, anchor: place.anchor, width: frame.width),
                y: point.y + place.dy, size: 14, anchor: place.anchor, weight: "bold")
            if let caption = mark?.caption {
                svg.text(
                    caption, x: Self.inside(x, text: caption, size: 12, anchor: place.anchor, width: frame.width),
                    y: point.y + place.dy + 16, size: 12, anchor: place.anchor)
            }
        }
    }

    /// `x` moved so that a label of `text` stays 6 px inside the chart (about 0.6 em a character, DejaVu Sans).
    static func inside(_ x: Double, text: String, size: Double, anchor: String, width: Double) -> Double {
        let length = Double(text.count) * size * 0.6
        let (left, right) =
            switch anchor {
            case "end": (x - length, x)
            case "middle": (x - length / 2, x + length / 2)
            default: (x, x + length)
            }
        if right > width - 6 { return x - (right - (width - 6)) }
        if left < 6 { return x + (6 - left) }
        return x
    }

    func drawArrow(
        _ arrow: ChartAnnotations.Arrow, center: (x: Double, y: Double)?, marked: Bool, frame: ChartFrame,
        into svg: inout SVGBuilder
    ) {
        let angle = arrow.bearing * AngleMath.radiansPerDegree
        let anchor = center ?? frame.point(arrow.coordinate)
        if let center, marked {
            // Beside a leg: a marker on the leg where it is, and a thin leader to the arrow.
            let spot = frame.point(arrow.coordinate)
            let color = SVGBuilder.escape(arrow.color)
            svg.add(
                ##"<path d="\##(SVGBuilder.pathData([spot, center], closed: false))" stroke="\##(color)" stroke-width="1" stroke-dasharray="2 3" fill="none"/>"##
            )
            svg.add(
                ##"<circle cx="\##(SVGBuilder.number(spot.x))" cy="\##(SVGBuilder.number(spot.y))" r="5" fill="#ffffff" stroke="\##(color)" stroke-width="2.5"/>"##
            )
        }
        // Centred on the spot beside the waypoint or the leg (or with its tail at a free-standing position).
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
    func drawScaleBar(frame: ChartFrame, into svg: inout SVGBuilder) {
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

    func drawNorthArrow(frame: ChartFrame, into svg: inout SVGBuilder) {
        let x = frame.width - 40
        svg.add(
            ##"<path d="M\##(SVGBuilder.number(x)) 40L\##(SVGBuilder.number(x - 10)) 72L\##(SVGBuilder.number(x)) 64L\##(SVGBuilder.number(x + 10)) 72Z" fill="#1d3557"/>"##
        )
        svg.text("N", x: x, y: 34, size: 16, anchor: "middle", weight: "bold")
    }
}
