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
    /// Legs whose latitude and longitude differences add up to less than this many degrees: one chunk each.
    ///
    /// Such a leg is shorter than ``chunkMeters``: the geodesic is no longer than a path along a parallel and then a meridian, whose radii
    /// (N cos φ ≤ a, the meridian's ≤ a/√(1 − e²)) never exceed WGS84's polar radius of curvature, 6,399,593.6 m
    /// (NIMA TR8350.2, 3rd ed., 2000, the ellipsoid's derived constants), so 0.04° (0.000698 rad) bounds it by
    /// 4,468 m. A difference across the antimeridian (near 360°) never passes, and such a leg is measured.
    static let oneChunkDegrees = 0.04
    /// Spacing of the depth tests inside land, metres.
    static let depthStepMeters = 100.0

    /// The coastline's name and coverage.
    public let source: CoastlineSource
    /// See ``defaultToleranceMeters``.
    public let toleranceMeters: Double
    /// The shortest run over land, between two coastline crossings, that makes a leg cross land, metres; nil to
    /// judge such runs by depth alone, as for the waypoints (see ``status(from:to:)``).
    public let minimumLandRunMeters: Double?
    /// The index the check tests against (also the coastal-fetch index of a user's file).
    public let grid: LandGrid

    /// Creates a check over `coastline`.
    public init(coastline: Coastline, source: CoastlineSource, toleranceMeters: Double = Self.defaultToleranceMeters) {
        self.init(grid: LandGrid(coastline: coastline), source: source, toleranceMeters: toleranceMeters)
    }

    /// Creates a check over an index already built (shared with ``CoastalFetch``).
    public init(
        grid: LandGrid, source: CoastlineSource, toleranceMeters: Double = Self.defaultToleranceMeters,
        minimumLandRunMeters: Double? = nil
    ) {
        self.grid = grid
        self.source = source
        self.toleranceMeters = toleranceMeters
        self.minimumLandRunMeters = minimumLandRunMeters
    }

    /// Whether the waypoint is on land, at sea, or outside the coverage.
    public func status(of coordinate: GeoCoordinate) -> LandStatus {
        guard source.covers(coordinate) else { return .noData }
        guard answers(CollectionOfOne(coordinate)) else { return Self.fullResolution.status(of: coordinate) }
        let point = SIMD2(coordinate.longitude, coordinate.latitude)
        return grid.isLand(point, deeperThan: toleranceMeters) ? .land : .sea
    }

    /// Whether the geodesic leg from `start` to `end` crosses land, stays at sea, or leaves the coverage.
    ///
    /// One even-odd test at the start; after that, each coastline crossing toggles inside/outside, which cuts the
    /// leg into runs over land. A run that reaches either end of the leg (a waypoint within the tolerance of the
    /// shore) counts only when some point of it is deeper than ``toleranceMeters``; a run between two crossings
    /// counts when it is at least ``minimumLandRunMeters`` long, or, without that minimum, when some point of it is
    /// deeper than the tolerance.
    public func status(from start: GeoCoordinate, to end: GeoCoordinate) -> LandStatus {
        guard answers([start, end]) else { return Self.fullResolution.status(from: start, to: end) }
        return status(from: start, to: end, startsOnLand: grid.isLand(SIMD2(start.longitude, start.latitude)))
    }

    /// ``status(from:to:)`` with the even-odd test of `start` already made (`grid.isLand` of it).
    private func status(from start: GeoCoordinate, to end: GeoCoordinate, startsOnLand: Bool) -> LandStatus {
        guard source.covers(start), source.covers(end) else { return .noData }
        let path = LegPath(points: Self.chunks(from: start, to: end))
        return landRuns(along: path, startsOnLand: startsOnLand).contains { counts($0, along: path) } ? .land : .sea
    }

    /// Every waypoint and every leg of a route, in order.
    ///
    /// Each waypoint's even-odd test is made once, for its own status and for the start of its leg (issue 30: it was
    /// made twice per waypoint of a 200,000-point route); the statuses are those of ``status(of:)`` and
    /// ``status(from:to:)``.
    ///
    /// Any random-access collection of positions: a route's waypoints read through `lazy.map(\.coordinate)` are not
    /// copied (3.2 MB for 200,000 points at the peak of `route show --json` and the chart; issue 30).
    public func report<Coordinates: RandomAccessCollection<GeoCoordinate>>(for coordinates: Coordinates)
        -> RouteLandReport where Coordinates.Index == Int
    {
        guard answers(coordinates) else { return Self.fullResolution.report(for: coordinates) }
        let onLand = coordinates.map { grid.isLand(SIMD2($0.longitude, $0.latitude)) }
        var waypoints: [LandStatus] = []
        waypoints.reserveCapacity(coordinates.count)
        for (coordinate, inside) in zip(coordinates, onLand) {
            guard source.covers(coordinate) else {
                waypoints.append(.noData)
                continue
            }
            let point = SIMD2(coordinate.longitude, coordinate.latitude)
            waypoints.append(inside && !grid.hasCoast(within: toleranceMeters, of: point) ? .land : .sea)
        }
        let legs = coordinates.indices.dropLast().map { index in
            status(from: coordinates[index], to: coordinates[index + 1], startsOnLand: onLand[index])
        }
        return RouteLandReport(waypoints: waypoints, legs: legs, source: source, toleranceMeters: toleranceMeters)
    }

    /// The land rings in `box`, clipped and simplified for drawing, from the very data this check tests against
    /// (``LandGrid/landRings(in:toleranceDegrees:)``): a chart shows the coast the check used.
    public func landRings(in box: GeoBoundingBox, toleranceDegrees: Double) -> [[GeoCoordinate]] {
        grid.landRings(in: box, toleranceDegrees: toleranceDegrees)
    }

    /// The stretches of the leg that lie on land, metres from its start, and whether each reaches an end.
    func landRuns(along path: LegPath) -> [(range: ClosedRange<Double>, reachesEnd: Bool)] {
        landRuns(along: path, startsOnLand: grid.isLand(path.points[0]))
    }

    /// ``landRuns(along:)`` with the even-odd test of the path's first point already made.
    private func landRuns(along path: LegPath, startsOnLand: Bool) -> [(range: ClosedRange<Double>, reachesEnd: Bool)] {
        var inside = startsOnLand
        var runStart = 0.0
        var runs: [(range: ClosedRange<Double>, reachesEnd: Bool)] = []
        for chunk in path.chunks {
            for t in grid.crossings(from: chunk.start, to: chunk.end) {
                let along = chunk.offset + t * chunk.length
                if inside { runs.append((runStart...max(runStart, along), runStart == 0)) } else { runStart = along }
                inside.toggle()
            }
        }
        if inside { runs.append((runStart...max(runStart, path.length), true)) }
        return runs
    }

    /// Whether one run over land makes the leg cross land (see ``status(from:to:)``).
    private func counts(_ run: (range: ClosedRange<Double>, reachesEnd: Bool), along path: LegPath) -> Bool {
        let length = run.range.upperBound - run.range.lowerBound
        if !run.reachesEnd {
            if let minimumLandRunMeters { return length >= minimumLandRunMeters }
            // A run between two crossings no longer than twice the tolerance has no point deeper than it.
            if length <= 2 * toleranceMeters { return false }
        }
        let count = max(1, Int((length / Self.depthStepMeters).rounded(.up)))
        return (0..<count).contains { step in
            let along = run.range.lowerBound + length * (Double(step) + 0.5) / Double(count)
            return !grid.hasCoast(within: toleranceMeters, of: path.point(atMeters: along))
        }
    }

    /// Points along the geodesic, as (longitude, latitude), at most ``chunkMeters`` apart.
    static func chunks(from start: GeoCoordinate, to end: GeoCoordinate) -> [SIMD2<Double>] {
        // A leg no longer than one chunk is its two ends; a bound on its length says so without the geodesic
        // (issue 30: a recorded track's legs of a metre each measured their geodesic twice).
        if abs(end.latitude - start.latitude) + abs(end.longitude - start.longitude) < oneChunkDegrees {
            return [SIMD2(start.longitude, start.latitude), SIMD2(end.longitude, end.latitude)]
        }
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
