extension LandCheck {
    /// The land check over a user's coastline file (`denizrota coastline set FILE`, `--coastline FILE`), named by its
    /// path; nil when the file holds no land polygon.
    ///
    /// Its coverage is the collection's `bbox` member, else the box of its polygons; its attribution and tolerances
    /// are the file's own members when it has them (``CoastlineMetadata``), else ``defaultToleranceMeters`` and no
    /// minimum run over land. `denizrota` and `denizrotad` build it alike, so both check and draw the same land.
    public init?(userCoastline coastline: Coastline, path: String) {
        guard let bounds = coastline.coverage, !coastline.polygons.isEmpty else { return nil }
        let declared = coastline.metadata
        self.init(
            grid: LandGrid(coastline: coastline),
            source: CoastlineSource(name: path, coverage: bounds, credit: declared.attribution),
            toleranceMeters: declared.toleranceMeters ?? Self.defaultToleranceMeters,
            minimumLandRunMeters: declared.minimumLandRunMeters)
    }
}
