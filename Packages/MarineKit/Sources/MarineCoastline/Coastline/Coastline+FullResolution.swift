extension Coastline {
    /// The embedded GSHHG 2.3.7 full-resolution shoreline, decoded on first use (for charts; a process that checks
    /// land and draws the coast from the same data uses ``LandGrid/landRings(in:toleranceDegrees:)`` instead).
    ///
    /// Wessel & Smith 1996; LGPL-3.0-or-later, from Debian's `gmt-gshhg-full`: level-1 land (lakes count as land) in the box 19°E–45°E, 30°N–48°N — Turkey's four
    /// seas, the Greek islands, Cyprus, the Levant and the Sea of Azov. Rings cut by the box are closed along
    /// it. Provenance: `Packages/MarineKit/Data/Coastline/README.md`.
    public static let fullResolution: Coastline = {
        let file = CoastlineDataFile.embedded
        var coastline = Coastline(
            polygons: file.ringRanges.compactMap { range in
                LandRing(vertices: file.points[range].map { GeoCoordinate(latitude: $0.y, longitude: $0.x) }).map {
                    LandPolygon(outer: $0)
                }
            })
        coastline.coverage = file.coverage
        return coastline
    }()

    /// The attribution of ``fullResolution``.
    public static let fullResolutionAttribution = "coastline: GSHHG 2.3.7 full resolution (LGPL-3.0)"
}
