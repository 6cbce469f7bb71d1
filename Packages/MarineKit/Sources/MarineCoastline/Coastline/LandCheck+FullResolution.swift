extension LandCheck {
    /// Waypoint tolerance over the embedded GSHHG full-resolution coastline, metres: 100 m.
    ///
    /// GSHHG's shoreline (WVS at 1:250,000) draws harbour basins and moles a few tens of metres off, and a marina
    /// waypoint often lies a little inside its land; an islet 300 m across is still deeper than 100 m at its
    /// middle. Measured in `scripts/bench land` against an independent landmask (Docs/denizrota.md "Land check").
    public static let fullResolutionToleranceMeters = 100.0
    /// Shortest run over land between two crossings that flags a leg over the full-resolution coastline, metres:
    /// 50 m, half the narrowest land (100 m) the check must catch.
    public static let fullResolutionMinimumLandRunMeters = 50.0

    /// The land check over the embedded GSHHG full-resolution coastline (``CoastlineSource/gshhgFull``), its index
    /// built once on first use.
    public static let fullResolution = LandCheck(
        grid: .fullResolution, source: .gshhgFull, toleranceMeters: fullResolutionToleranceMeters,
        minimumLandRunMeters: fullResolutionMinimumLandRunMeters)

    /// A new check equal to ``fullResolution`` over an index of its own, freed with it: for a process that checks one
    /// route and then needs the memory (`route show` of a 200,000-point route wrote its JSON with the 4 MB of
    /// vertices and their grid still held; issue 30).
    public static func makeFullResolution() -> LandCheck {
        LandCheck(
            grid: LandGrid.fullResolutionIndex(cellDegrees: LandGrid.fullResolutionCellDegrees), source: .gshhgFull,
            toleranceMeters: fullResolutionToleranceMeters, minimumLandRunMeters: fullResolutionMinimumLandRunMeters)
    }

    /// A new check that answers ``report(for:)`` of `coordinates` as ``fullResolution`` does, to the bit, from an
    /// index of only the grid rows that report reads (the route's latitudes, each leg widened by the farthest its
    /// geodesic bends beyond its ends, and by the tolerance; issue 30: every command that checked one route built
    /// the index of the whole eastern Mediterranean).
    ///
    /// Any other query reading rows outside them (another route, a waypoint elsewhere) is answered by
    /// ``fullResolution`` instead, so no answer ever comes from the rows left empty.
    public static func makeFullResolution<Coordinates: RandomAccessCollection<GeoCoordinate>>(
        around coordinates: Coordinates
    ) -> LandCheck where Coordinates.Index == Int {
        let file = CoastlineDataFile.embedded
        // No coordinates, no query: an empty band (latitude 0 lies south of every row).
        let latitudes = latitudesRead(by: coordinates, reachMeters: fullResolutionToleranceMeters) ?? 0...0
        let grid = LandGrid(
            points: file.points, ringRanges: file.ringRanges, cellDegrees: LandGrid.fullResolutionCellDegrees,
            clearance: false, latitudes: latitudes)
        return LandCheck(
            grid: grid, source: .gshhgFull, toleranceMeters: fullResolutionToleranceMeters,
            minimumLandRunMeters: fullResolutionMinimumLandRunMeters)
    }

    /// How far a geodesic leg reaches in latitude beyond its ends, per degree of |Δφ| + |Δλ| between them: 0.51.
    ///
    /// Every point of a geodesic of length L lies within L/2 of one end; L ≤ 6,399,593.6 m × (|Δφ| + |Δλ|) in
    /// radians (``oneChunkDegrees``' bound, WGS84's polar radius of curvature); and a distance d changes the
    /// latitude by at most d / 6,335,439.3 m radians, the meridian's least radius of curvature a(1 − e²) at the
    /// equator (NIMA TR8350.2, 3rd ed., 2000). 6,399,593.6 / (2 × 6,335,439.3) = 0.5051.
    static let geodesicLatitudeReachPerDegree = 0.51

    /// The latitudes, degrees, whose grid rows ``report(for:)`` of `coordinates` can read: every waypoint, every
    /// leg's geodesic (its ends' latitudes, widened by ``geodesicLatitudeReachPerDegree`` unless it is one chunk,
    /// ``oneChunkDegrees``), each widened by `reachMeters` (the coast searched around a point); nil for none.
    static func latitudesRead<Coordinates: RandomAccessCollection<GeoCoordinate>>(
        by coordinates: Coordinates, reachMeters: Double
    ) -> ClosedRange<Double>? where Coordinates.Index == Int {
        var (south, north) = (Double.infinity, -Double.infinity)
        var index = coordinates.startIndex
        while index < coordinates.endIndex {
            let start = coordinates[index]
            let end = index + 1 < coordinates.endIndex ? coordinates[index + 1] : start
            let degrees = abs(end.latitude - start.latitude) + abs(end.longitude - start.longitude)
            let bulge = degrees < oneChunkDegrees ? 0 : degrees * geodesicLatitudeReachPerDegree
            south = min(south, min(start.latitude, end.latitude) - bulge)
            north = max(north, max(start.latitude, end.latitude) + bulge)
            index += 1
        }
        guard south <= north else { return nil }
        let reach = reachMeters / LandGrid.metersPerDegreeLatitude
        return (south - reach)...(north + reach)
    }

    /// Whether ``grid`` holds every row the queries of `coordinates` read (always, for an index of every row).
    func answers<Coordinates: RandomAccessCollection<GeoCoordinate>>(_ coordinates: Coordinates) -> Bool
    where Coordinates.Index == Int {
        guard let built = grid.builtLatitudes else { return true }
        guard let needed = Self.latitudesRead(by: coordinates, reachMeters: toleranceMeters) else { return true }
        return built.lowerBound <= needed.lowerBound && needed.upperBound <= built.upperBound
    }
}

extension LandGrid {
    /// The index over the embedded GSHHG full-resolution rings (``Coastline/fullResolution``), built once on first use.
    ///
    /// Built from the decoded file without making ``LandPolygon`` values, and without the fetch radii
    /// (``clearance(around:)`` is 0). It keeps the decoded vertices themselves (about 4 MB), from which it also draws the coast
    /// (``landRings(in:toleranceDegrees:)``), so a process that checks land and serves the chart holds them once.
    public static let fullResolution = fullResolutionIndex(cellDegrees: fullResolutionCellDegrees)

    /// Grid cell of ``fullResolution``, degrees: 0.05°, as for the Natural Earth index.
    public static let fullResolutionCellDegrees = 0.05

    /// A new index over the full-resolution rings with another cell size (for benchmarks).
    public static func fullResolutionIndex(cellDegrees: Double) -> LandGrid {
        let file = CoastlineDataFile.embedded
        return LandGrid(points: file.points, ringRanges: file.ringRanges, cellDegrees: cellDegrees, clearance: false)
    }
}
