/// The part of a route chart outside the land check's coverage, drawn as unknown: grey hatching over the sea colour,
/// so that nothing there reads as open water (issue 29: a route off Fiji was drawn on a blue chart as if checked).
struct ChartUnknownArea {
    /// The covered box, degrees.
    let coverage: GeoBoundingBox

    /// Paints the chart outside `coverage` (even-odd: the whole frame minus the covered box) with a grey hatch.
    func draw(frame: ChartFrame, into svg: inout SVGBuilder) {
        let view = frame.bounds
        guard !Self.contains(coverage, view) else { return }
        let corners = [
            GeoCoordinate(latitude: coverage.minLatitude, longitude: coverage.minLongitude),
            GeoCoordinate(latitude: coverage.minLatitude, longitude: coverage.maxLongitude),
            GeoCoordinate(latitude: coverage.maxLatitude, longitude: coverage.maxLongitude),
            GeoCoordinate(latitude: coverage.maxLatitude, longitude: coverage.minLongitude),
        ].map(frame.point)
        // Far outside the frame, the box's corners are clamped so the path stays finite.
        let clamped = corners.map { (x: min(max($0.x, -10_000), 10_000), y: min(max($0.y, -10_000), 10_000)) }
        let outer = [
            (x: 0.0, y: 0.0), (x: frame.width, y: 0), (x: frame.width, y: frame.height), (x: 0, y: frame.height),
        ]
        let path = SVGBuilder.pathData(outer, closed: true) + SVGBuilder.pathData(clamped, closed: true)
        let color = ChartLegendDrawing.uncheckedColor
        svg.add(
            ##"<defs><pattern id="unknown" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#e9ecef"/><line x1="0" y1="0" x2="0" y2="10" stroke="\##(color)" stroke-width="1.5"/></pattern></defs>"##
        )
        svg.add(##"<path d="\##(path)" fill="url(#unknown)" fill-rule="evenodd"/>"##)
    }

    /// Whether `outer` holds all of `inner`.
    static func contains(_ outer: GeoBoundingBox, _ inner: GeoBoundingBox) -> Bool {
        outer.minLatitude <= inner.minLatitude && inner.maxLatitude <= outer.maxLatitude
            && outer.minLongitude <= inner.minLongitude && inner.maxLongitude <= outer.maxLongitude
    }
}
