import Foundation

extension ChartRenderer {
    /// A route of more than ``detailedWaypointLimit`` waypoints at display resolution.
    ///
    /// The legs as one path per run of legs drawn alike (colour and dashes), each thinned to points at least half a pixel apart; the first and
    /// last waypoint marked and labelled; arrows at waypoints left out (the worst-point arrows stay); the
    /// simplification stated in the caption and the `<desc>`. Size and time grow with the waypoints only through
    /// one pass over them, so the file stays near the size of a detailed chart of a short route.
    ///
    /// ``render(_:annotations:)-(RouteLegs,_)`` draws a route of legs this way; a caller with only the route and its
    /// length (``RoutePlanner/totalDistanceMeters(of:)``) draws it without making its legs.
    public func renderDense(_ route: Route, totalDistanceMeters: Double, annotations: ChartAnnotations) -> String {
        let waypoints = route.waypoints
        return drawDense(
            name: route.name, positions: waypoints.lazy.map(\.coordinate),
            endNames: (waypoints.first?.name ?? "", waypoints.last?.name ?? ""),
            totalDistanceMeters: totalDistanceMeters, annotations: annotations)
    }

    /// ``renderDense(_:totalDistanceMeters:annotations:)`` from a route's name, its waypoints' positions in order
    /// and the names of its first and last waypoint: a caller can drop the route's waypoints (80 bytes each, against
    /// 16 for a position) before the chart is drawn (a 200,000-point route's SVG peaked 1 MB over 64 MB; issue 30).
    public func renderDense(
        name: String, positions: [GeoCoordinate], endNames: (first: String, last: String), totalDistanceMeters: Double,
        annotations: ChartAnnotations
    ) -> String {
        drawDense(
            name: name, positions: positions, endNames: endNames, totalDistanceMeters: totalDistanceMeters,
            annotations: annotations)
    }

    private func drawDense<Positions: RandomAccessCollection<GeoCoordinate>>(
        name: String, positions waypoints: Positions, endNames: (first: String, last: String),
        totalDistanceMeters: Double, annotations: ChartAnnotations
    ) -> String where Positions.Index == Int {
        // One array of the positions framed (`+` of two made a third: 6.4 MB at the peak for 200,000 points; issue 30).
        var framed: [GeoCoordinate] = []
        framed.reserveCapacity(waypoints.count + annotations.arrows.count)
        framed.append(contentsOf: waypoints)
        framed.append(contentsOf: annotations.arrows.lazy.map(\.coordinate))
        let frame = ChartFrame(fitting: framed)
        framed = []
        let title = "\(name) — \(String(format: "%.1f", totalDistanceMeters / 1852)) nm"
        var kept = 0
        var paths: [String] = []
        var placement = ChartLegendPlacement()
        for run in Self.runs(legCount: max(0, waypoints.count - 1), annotations: annotations) {
            let points = Self.thinned(run.indices.lazy.map { frame.point(waypoints[$0]) })
            kept += points.count
            for pair in zip(points, points.dropFirst()) { placement.addLeg(pair.0, pair.1) }
            let dash = run.dashes.map { #" stroke-dasharray="\#($0)""# } ?? ""
            paths.append(
                ##"<path d="\##(SVGBuilder.pathData(points, closed: false))" fill="none" stroke="\##(SVGBuilder.escape(run.color))" stroke-width="3" stroke-linejoin="round" stroke-linecap="\##(run.dashes == nil ? "round" : "butt")"\##(dash)/>"##
            )
        }
        let words = annotations.words
        let note = ChartWords.fill(words.simplified, "\(kept)", "\(waypoints.count)")
        let counts = ChartWords.fill(words.counts, "\(waypoints.count)", "\(max(0, waypoints.count - 1))")
        var svg = SVGBuilder(
            width: frame.width, height: frame.height, title: title,
            description: (annotations.summary + [counts + "; " + note]).joined(separator: "\n"))
        svg.add(##"<rect width="100%" height="100%" fill="#dcecf7"/>"##)
        if let coverage = annotations.landCoverage {
            ChartUnknownArea(coverage: coverage).draw(frame: frame, into: &svg)
        }
        drawLand(frame: frame, into: &svg)
        ChartGraticuleLines(frame: frame).draw(into: &svg)
        for path in paths { svg.add(path) }
        drawEnds(waypoints, names: endNames, words: words, frame: frame, into: &svg)
        let atWaypoints = annotations.arrows.isEmpty ? [] : Set(waypoints)
        for arrow in annotations.arrows where !atWaypoints.contains(arrow.coordinate) {
            drawArrow(arrow, center: nil, marked: false, frame: frame, into: &svg)
        }
        drawScaleBar(frame: frame, into: &svg)
        drawNorthArrow(frame: frame, into: &svg)
        svg.text(title, x: 20, y: 34, size: 20, weight: "bold")
        let caption =
            (annotations.caption.isEmpty ? [Coastline.fullResolutionAttribution] : annotations.caption) + [note]
        let legend = ChartLegendDrawing(items: annotations.legend)
        let origin = placement.origin(
            width: legend.width, height: legend.height, frame: frame, captionLines: caption.count)
        legend.draw(into: &svg, x: origin.x, y: origin.y)
        for (index, line) in caption.reversed().enumerated() {
            svg.text(line, x: frame.width - 12, y: frame.height - 10 - Double(index) * 15, size: 11, anchor: "end")
        }
        return svg.finish()
    }

    /// The first and last waypoint: a dot and the number and name.
    private func drawEnds<Positions: RandomAccessCollection<GeoCoordinate>>(
        _ waypoints: Positions, names: (first: String, last: String), words: ChartWords, frame: ChartFrame,
        into svg: inout SVGBuilder
    ) where Positions.Index == Int {
        for offset in Set([0, waypoints.count - 1]).sorted() {
            let point = frame.point(waypoints[waypoints.startIndex + offset])
            let waypointName = offset == 0 ? names.first : names.last
            let name = "\(offset + 1) \(waypointName)"
            svg.beginGroup(title: ChartWords.fill(words.waypoint, "\(offset + 1)", waypointName))
            svg.add(
                ##"<circle cx="\##(SVGBuilder.number(point.x))" cy="\##(SVGBuilder.number(point.y))" r="7" fill="#ffffff" stroke="#1d3557" stroke-width="2"/>"##
            )
            svg.text(
                name, x: Self.inside(point.x + 12, text: name, size: 14, anchor: "start", width: frame.width),
                y: point.y - 10, size: 14, weight: "bold")
            svg.endGroup()
        }
    }

    /// Runs of consecutive legs drawn alike: the waypoint indices of each run (its legs' ends) and its style (a leg
    /// across land in the land warning's).
    static func runs(legCount: Int, annotations: ChartAnnotations) -> [(
        indices: ClosedRange<Int>, color: String, dashes: String?
    )] {
        var runs: [(indices: ClosedRange<Int>, color: String, dashes: String?)] = []
        for index in stride(from: 1, through: legCount, by: 1) {
            // A leg across land in the land warning's style (there is no room for a second line over it).
            let onLand = annotations.landLegs.contains(index)
            let color = onLand ? ChartLegendDrawing.landColor : annotations.legColors[index] ?? legColor
            let dashes = onLand ? "9 6" : annotations.legDashes[index]
            if let last = runs.last, last.color == color, last.dashes == dashes, last.indices.upperBound == index - 1 {
                runs[runs.count - 1].indices = last.indices.lowerBound...index
            } else {
                runs.append((index - 1...index, color, dashes))
            }
        }
        return runs
    }

    /// `points` without those closer than half a pixel to the last one kept (the last point always stays).
    static func thinned(_ points: some Collection<(x: Double, y: Double)>) -> [(x: Double, y: Double)] {
        var kept: [(x: Double, y: Double)] = []
        for (index, point) in points.enumerated() {
            if let last = kept.last, index < points.count - 1,
                (point.x - last.x) * (point.x - last.x) + (point.y - last.y) * (point.y - last.y) < 0.25
            {
                continue
            }
            kept.append(point)
        }
        return kept
    }
}
