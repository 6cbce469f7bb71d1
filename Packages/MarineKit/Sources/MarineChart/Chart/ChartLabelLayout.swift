import Foundation

/// Where each waypoint's label and wind arrow go: of eight directions around the dot, the label takes the one
/// farthest (in angle) from the legs that meet there, and the arrow the next best that is not next to the label,
/// so neither sits on the route line.
struct ChartLabelLayout {
    /// Offset of a label from its dot and its text anchor.
    struct Placement {
        var dx: Double
        var dy: Double
        var anchor: String
    }

    /// Screen directions (radians, 0 = east, counter-clockwise with y up) of the legs at each waypoint.
    private let legDirections: [[Double]]
    private let points: [(x: Double, y: Double)]
    private let coordinates: [GeoCoordinate]
    /// The eight candidate directions: E, NE, N, NW, W, SW, S, SE.
    private static let candidates = (0..<8).map { Double($0) * .pi / 4 }

    /// The widths of the waypoints' labels, pixels (their longest line); a direction whose label would leave the
    /// chart is ranked after those that fit (a label at the edge was cut off).
    private let labelWidths: [Double]
    private let chartWidth: Double

    init(plan: RoutePlan, frame: ChartFrame, labelWidths: [Double] = []) {
        self.labelWidths = labelWidths
        chartWidth = frame.width
        coordinates = plan.route.waypoints.map(\.coordinate)
        points = coordinates.map(frame.point)
        var directions = [[Double]](repeating: [], count: points.count)
        for index in points.indices {
            for neighbour in [index - 1, index + 1] where points.indices.contains(neighbour) {
                let dx = points[neighbour].x - points[index].x
                let dy = points[index].y - points[neighbour].y
                if dx != 0 || dy != 0 { directions[index].append(atan2(dy, dx)) }
            }
        }
        legDirections = directions
    }

    /// The candidates ordered from the most to the least free at waypoint `index`.
    private func ranked(_ index: Int) -> [Double] {
        let legs = legDirections.indices.contains(index) ? legDirections[index] : []
        func clearance(_ angle: Double) -> Double {
            legs.map { Self.separation(angle, $0) }.min() ?? .pi
        }
        func fits(_ angle: Double) -> Bool {
            guard labelWidths.indices.contains(index) else { return true }
            let place = Self.placement(angle)
            let x = points[index].x + place.dx
            let width = labelWidths[index]
            let (left, right) =
                place.anchor == "end"
                ? (x - width, x)
                : place.anchor == "middle"
                    ? (x - width / 2, x + width / 2)
                    : (x, x + width)
            return left >= 6 && right <= chartWidth - 6
        }
        // Labels that fit first; ties prefer east, then the order of the candidates (labels read best to the right).
        return Self.candidates.enumerated().sorted { left, right in
            let (leftFits, rightFits) = (fits(left.element), fits(right.element))
            if leftFits != rightFits { return leftFits }
            let (a, b) = (clearance(left.element), clearance(right.element))
            return abs(a - b) > 1e-9 ? a > b : left.offset < right.offset
        }.map(\.element)
    }

    /// Angle between two directions, 0…π.
    static func separation(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 2 * .pi)
        return min(difference, 2 * .pi - difference)
    }

    /// The label's offset and anchor at waypoint `index`.
    func label(at index: Int) -> Placement {
        Self.placement(ranked(index).first ?? 0)
    }

    /// The offset and anchor of a label in direction `angle`.
    static func placement(_ angle: Double) -> Placement {
        let (cosine, sine) = (cos(angle), sin(angle))
        let anchor = cosine > 0.3 ? "start" : cosine < -0.3 ? "end" : "middle"
        // Above the dot, the label's second line (the caption, 16 px lower) must end above it too.
        return Placement(dx: cosine * 14, dy: -sine * 18 + 5 - (sine > 0.3 ? 16 : 0), anchor: anchor)
    }

    /// The centre of the wind arrow drawn at `coordinate` when it is a waypoint, else nil (drawn where it is).
    func arrowCenter(for coordinate: GeoCoordinate) -> (x: Double, y: Double)? {
        guard let index = coordinates.firstIndex(of: coordinate) else { return nil }
        let order = ranked(index)
        let label = order.first ?? 0
        let angle = order.dropFirst().first { Self.separation($0, label) > .pi / 3 } ?? label + .pi
        return (points[index].x + cos(angle) * 42, points[index].y - sin(angle) * 42)
    }
}
