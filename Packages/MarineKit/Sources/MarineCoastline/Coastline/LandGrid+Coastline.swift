extension LandGrid {
    /// Builds the index over every ring (outer boundaries and holes) of `coastline`.
    public init(coastline: Coastline, cellDegrees: Double = LandGrid.defaultCellDegrees) {
        let rings = coastline.polygons.flatMap(\.rings).map { ring in
            ring.vertices.map { SIMD2($0.longitude, $0.latitude) }
        }
        self.init(rings: rings, cellDegrees: cellDegrees)
    }
}
