import Foundation

/// Checks waypoints and legs against land polygons, with a tolerance for the data's resolution.
///
/// Natural Earth 1:10m places coasts to a few hundred metres and does not resolve harbours or coves, so a
/// waypoint counts as on land only when it lies more than ``toleranceMeters`` inside the coastline, and a leg
/// crosses land only when some point of it does. A harbour waypoint a few hundred metres "inland" at 1:10m is
/// therefore not flagged; a course across a peninsula (kilometres of land) is. Outside the source's coverage the
/// answer is ``LandStatus/noData``, never sea.
///
/// Legs are WGS84 geodesics, followed in straight longitude/latitude chunks of at most 5 km (`chunkMeters`; the
/// chord of a 5 km geodesic departs from it by centimetres). Inside land, points are tested every
/// 100 m (`depthStepMeters`).
public struct LandCheck: Sendable {
    /// Tolerance, metres: 500 m.
    ///
    /// The embedded Natural Earth 1:10m coast has a median vertex spacing of 1.36 km
    /// (90 % of edges under 3.9 km; measured over its 12,857 edges), so a straight edge can cut a cove or a
    /// harbour by a few hundred metres; 500 m accepts such harbour waypoints and still flags a course across a
    /// peninsula.
    public static let defaultToleranceMeters = 500.0
    /// Longest straight chunk of a leg, metres.
    static let chunkMeters = 5_000.0
    /// Spacing of the depth tests inside land, metres.
    static let depthStepMeters = 100.0

    /// The coastline's name and coverage.
    public let source: CoastlineSource
    /// See ``defaultToleranceMeters``.
    public let toleranceMeters: Double
    private let grid: LandGrid

    /// Creates a check over `coastline`.
    public init(coastline: Coastline, source: CoastlineSource, toleranceMeters: Double = Self.defaultToleranceMeters) {
        self.init(grid: LandGrid(coastline: coastline), source: source, toleranceMeters: toleranceMeters)
    }

    /// Creates a check over an index already built (shared with ``CoastalFetch``).
    public init(grid: LandGrid, source: CoastlineSource, toleranceMeters: Double = Self.defaultToleranceMeters) {
        self.grid = grid
        self.source = source
        self.toleranceMeters = toleranceMeters
    }

    /// Whether the waypoint is on land, at sea, or outside the coverage.
    public func status(of coordinate: GeoCoordinate) -> LandStatus {
        guard source.covers(coordinate) else { return .noData }
        let point = SIMD2(coordinate.longitude, coordinate.latitude)
        return grid.isLand(point, deeperThan: toleranceMeters) ? .land : .sea
    }

    /// Whether the geodesic leg from `start` to `end` crosses land, stays at sea, or leaves the coverage.
    ///
    /// One even-odd test at the start; after that, each coastline crossing toggles inside/outside, so the
    /// chunks cost only their crossings and the depth tests inside land.
    public func status(from start: GeoCoordinate, to end: GeoCoordinate) -> LandStatus {
        guard source.covers(start), source.covers(end) else { return .noData }
        let points = Self.chunks(from: start, to: end)
        var inside = grid.isLand(points[0])
        for (a, b) in zip(points, points.dropFirst()) where landStretchIsDeep(from: a, to: b, inside: &inside) {
            return .land
        }
        return .sea
    }

    /// Every waypoint and every leg of a route, in order.
    public func report(for coordinates: [GeoCoordinate]) -> RouteLandReport {
        RouteLandReport(
            waypoints: coordinates.map(status(of:)),
            legs: zip(coordinates, coordinates.dropFirst()).map { status(from: $0, to: $1) },
            source: source, toleranceMeters: toleranceMeters)
    }

    /// Whether some point of the straight chunk a→b that lies on land is deeper than the tolerance; `inside`
    /// says whether a is on land and is left saying whether b is.
    private func landStretchIsDeep(from a: SIMD2<Double>, to b: SIMD2<Double>, inside: inout Bool) -> Bool {
        var previous = 0.0
        let length = Self.planarMeters(a, b)
        let crossings = grid.crossings(from: a, to: b)
        for (index, t) in (crossings + [1]).enumerated() {
            // A stretch between two crossings no longer than twice the tolerance has no point deeper than it.
            let shallow = index > 0 && index < crossings.count && (t - previous) * length <= 2 * toleranceMeters
            if inside, !shallow, stretchHasDeepPoint(a, b, from: previous, to: t, length: length) { return true }
            if index < crossings.count { inside.toggle() }
            previous = t
        }
        return false
    }

    /// Whether a point of the stretch a + (b − a)·t, t in first…last, which lies inside land, is farther than
    /// the tolerance from every coastline edge (tested every ``depthStepMeters``).
    private func stretchHasDeepPoint(
        _ a: SIMD2<Double>, _ b: SIMD2<Double>, from first: Double, to last: Double, length: Double
    ) -> Bool {
        let count = max(1, Int(((last - first) * length / Self.depthStepMeters).rounded(.up)))
        return (0..<count).contains { step in
            let t = first + (last - first) * (Double(step) + 0.5) / Double(count)
            return !grid.hasCoast(within: toleranceMeters, of: a + (b - a) * t)
        }
    }

    /// Points along the geodesic, as (longitude, latitude), at most ``chunkMeters`` apart.
    static func chunks(from start: GeoCoordinate, to end: GeoCoordinate) -> [SIMD2<Double>] {
        let inverse = Geodesic.wgs84.inverse(from: start, to: end)
        let count = max(1, Int((inverse.distance / chunkMeters).rounded(.up)))
        var points = [SIMD2(start.longitude, start.latitude)]
        for step in 1..<count {
            let along = inverse.distance * Double(step) / Double(count)
            let point = Geodesic.wgs84.direct(from: start, azimuth: inverse.initialAzimuth, distance: along)
            points.append(SIMD2(point.destination.longitude, point.destination.latitude))
        }
        points.append(SIMD2(end.longitude, end.latitude))
        return points
    }

    /// Length of a short chunk, metres (local equirectangular).
    static func planarMeters(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let scale = SIMD2(
            LandGrid.metersPerDegreeLatitude * cos((a.y + b.y) / 2 * .pi / 180), LandGrid.metersPerDegreeLatitude)
        let delta = (b - a) * scale
        return (delta * delta).sum().squareRoot()
    }
}
