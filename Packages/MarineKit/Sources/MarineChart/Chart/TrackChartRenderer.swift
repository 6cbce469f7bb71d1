import Foundation

/// Draws a recorded trip as a standalone SVG chart (`denizrota trip export --format svg`): land, graticule, the track
/// coloured *and* widened by speed over ground in bands (readable without colour: the faster, the wider), a legend
/// of the bands, the start (a green triangle), the end (a square) and the stops (numbered rings), a scale bar, a
/// north arrow and the trip's figures in the caption; `<title>` and `<desc>` for screen readers.
public struct TrackChartRenderer: Sendable {
    /// Upper limits of the speed bands, knots: below 2 (manoeuvring, drifting), 2–4, 4–6, 6–8, 8 and more.
    public static let bandLimitsKnots: [Double] = [2, 4, 6, 8]
    /// The bands' colours, slow to fast (viridis, a sequential scale that stays ordered for colour-blind readers
    /// and in grey; van der Walt & Smith 2015), darkened at the fast end to stand out on the pale sea.
    public static let bandColors = ["#440154", "#3b528b", "#21918c", "#35a34a", "#b8a000"]
    /// The bands' line widths, pixels: the second cue besides colour.
    public static let bandWidths: [Double] = [2, 3, 4, 5, 6]

    /// The land drawn under the track.
    public let coastline: Coastline

    /// Creates a renderer drawing `coastline` (by default the full-resolution coast).
    public init(coastline: Coastline = .fullResolution) {
        self.coastline = coastline
    }

    /// The band of a speed in knots (0 … ``bandLimitsKnots``.count).
    public static func band(knots: Double) -> Int {
        bandLimitsKnots.firstIndex { knots < $0 } ?? bandLimitsKnots.count
    }

    /// The SVG text (1000 × 760 px) of `positions` (in time order) with the words of `chart`.
    public func render(_ positions: [PositionFix], chart: TrackChart) -> String {
        let coordinates = positions.map { GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let frame = ChartFrame(fitting: coordinates.isEmpty ? chart.marks.map(\.coordinate) : coordinates)
        let description = chart.caption + chart.marks.map(\.label)
        var svg = SVGBuilder(
            width: frame.width, height: frame.height, title: chart.title,
            description: description.joined(separator: "\n"))
        svg.add(##"<rect width="100%" height="100%" fill="#dcecf7"/>"##)
        let base = ChartRenderer(coastline: coastline)
        base.drawLand(frame: frame, into: &svg)
        ChartGraticuleLines(frame: frame).draw(into: &svg)
        drawTrack(positions, frame: frame, into: &svg)
        for mark in chart.marks { drawMark(mark, frame: frame, into: &svg) }
        base.drawScaleBar(frame: frame, into: &svg)
        base.drawNorthArrow(frame: frame, into: &svg)
        svg.text(chart.title, x: 20, y: 34, size: 20, weight: "bold")
        drawLegend(chart, points: coordinates.map(frame.point), frame: frame, into: &svg)
        for (index, line) in chart.caption.reversed().enumerated() {
            svg.text(line, x: frame.width - 12, y: frame.height - 10 - Double(index) * 15, size: 11, anchor: "end")
        }
        return svg.finish()
    }

    /// The track as one path per run of segments in the same band, over a white casing (contrast on land and sea).
    private func drawTrack(_ positions: [PositionFix], frame: ChartFrame, into svg: inout SVGBuilder) {
        let points = positions.map { frame.point(GeoCoordinate(latitude: $0.latitude, longitude: $0.longitude)) }
        guard points.count > 1 else { return }
        svg.add(
            ##"<path d="\##(SVGBuilder.pathData(points, closed: false))" fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.8"/>"##
        )
        var runStart = 0
        var runBand = Self.band(knots: Self.knots(positions, 1))
        for index in 2...positions.count {
            let band = index < positions.count ? Self.band(knots: Self.knots(positions, index)) : -1
            guard band != runBand else { continue }
            let run = Array(points[runStart..<index])
            svg.add(
                ##"<path d="\##(SVGBuilder.pathData(run, closed: false))" fill="none" stroke="\##(Self.bandColors[runBand])" stroke-width="\##(SVGBuilder.number(Self.bandWidths[runBand]))" stroke-linejoin="round" stroke-linecap="round"/>"##
            )
            (runStart, runBand) = (index - 1, band)
        }
    }

    /// The speed of the segment ending at `index` (1 ..< count), knots: the receiver's SOG there, else distance over
    /// time (0 for no time between the fixes).
    public static func knots(_ positions: [PositionFix], _ index: Int) -> Double {
        if let reported = positions[index].speedKnots { return reported }
        let (from, to) = (positions[index - 1], positions[index])
        let seconds = to.time.timeIntervalSince(from.time)
        guard seconds > 0 else { return 0 }
        let meters = GeodesicTrackGeometry().distance(
            fromLatitude: from.latitude, fromLongitude: from.longitude, toLatitude: to.latitude,
            toLongitude: to.longitude)
        return meters / seconds / PositionFix.metersPerSecondPerKnot
    }

    private func drawMark(_ mark: TrackChart.Mark, frame: ChartFrame, into svg: inout SVGBuilder) {
        let point = frame.point(mark.coordinate)
        let (x, y) = (SVGBuilder.number(point.x), SVGBuilder.number(point.y))
        svg.beginGroup(title: mark.label)
        switch mark.kind {
        case .start:
            svg.add(
                ##"<path d="M\##(x) \##(SVGBuilder.number(point.y - 9))l8 14h-16Z" fill="#2a9d8f" stroke="#1d3557" stroke-width="2"/>"##
            )
        case .end:
            svg.add(
                ##"<rect x="\##(SVGBuilder.number(point.x - 7))" y="\##(SVGBuilder.number(point.y - 7))" width="14" height="14" fill="#1d3557" stroke="#ffffff" stroke-width="2"/>"##
            )
        case .stop:
            svg.add(##"<circle cx="\##(x)" cy="\##(y)" r="8" fill="#ffffff" stroke="#e63946" stroke-width="3"/>"##)
        }
        let text = mark.label
        let labelX = ChartRenderer.inside(point.x + 14, text: text, size: 12, anchor: "start", width: frame.width)
        svg.text(text, x: labelX, y: point.y + (mark.kind == .end ? 20 : -10), size: 12, weight: "bold")
        svg.endGroup()
    }

    private func drawLegend(
        _ chart: TrackChart, points: [(x: Double, y: Double)], frame: ChartFrame, into svg: inout SVGBuilder
    ) {
        let lines = [chart.legendTitle] + chart.bandLabels
        let width = 46 + 7.5 * Double(lines.map(\.count).max() ?? 0)
        let height = Double(lines.count) * 20 + 10
        var placement = ChartLegendPlacement()
        for pair in zip(points, points.dropFirst()) { placement.addLeg(pair.0, pair.1) }
        let origin = placement.origin(width: width, height: height, frame: frame, captionLines: chart.caption.count)
        svg.add(
            ##"<rect x="\##(SVGBuilder.number(origin.x))" y="\##(SVGBuilder.number(origin.y))" width="\##(SVGBuilder.number(width))" height="\##(SVGBuilder.number(height))" fill="#ffffff" fill-opacity="0.9" stroke="#1d3557" stroke-width="0.8" rx="4"/>"##
        )
        svg.text(chart.legendTitle, x: origin.x + 10, y: origin.y + 20, size: 12, weight: "bold")
        for (band, label) in chart.bandLabels.prefix(Self.bandColors.count).enumerated() {
            let row = origin.y + 40 + Double(band) * 20
            svg.add(
                ChartRenderer.line(
                    (origin.x + 10, row - 4), (origin.x + 38, row - 4), color: Self.bandColors[band],
                    width: Self.bandWidths[band], dashes: nil))
            svg.text(label, x: origin.x + 46, y: row, size: 12)
        }
    }
}
