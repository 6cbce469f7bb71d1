/// Where a route chart's legend box goes: of the four corners (under the title, under the north arrow, above the
/// scale bar, above the caption), the one that covers the least of the chart's own marks — waypoints and their
/// labels, arrows, the legs, graticule labels — so it no longer hides a waypoint or a place name in a corner.
struct ChartLegendPlacement {
    /// Points the legend should not cover, each with its weight (a waypoint or label 10, an arrow 5, a graticule
    /// label 3, a stretch of leg 1 per 8 px).
    var obstacles: [(x: Double, y: Double, weight: Double)] = []

    /// Adds a leg from `start` to `end`, sampled every 8 px.
    mutating func addLeg(_ start: (x: Double, y: Double), _ end: (x: Double, y: Double)) {
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let steps = max(1, Int(length / 8))
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            obstacles.append((start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t, 1))
        }
    }

    /// The top-left corner of a `width` × `height` box in the least covered corner of `frame` (ties: in the order
    /// top left, top right, bottom left, bottom right); `captionLines` lines are kept free at the bottom right.
    func origin(width: Double, height: Double, frame: ChartFrame, captionLines: Int) -> (x: Double, y: Double) {
        let corners: [(x: Double, y: Double)] = [
            (20, 52), (frame.width - 20 - width, 86), (20, frame.height - 62 - height),
            (frame.width - 12 - width, frame.height - 22 - Double(captionLines) * 15 - height),
        ]
        func cost(_ corner: (x: Double, y: Double)) -> Double {
            obstacles.reduce(0) { sum, point in
                let inside =
                    point.x >= corner.x - 6 && point.x <= corner.x + width + 6 && point.y >= corner.y - 6
                    && point.y <= corner.y + height + 6
                return sum + (inside ? point.weight : 0)
            }
        }
        return corners.min { cost($0) < cost($1) } ?? corners[0]
    }
}
