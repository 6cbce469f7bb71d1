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
