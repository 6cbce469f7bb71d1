extension LandGrid {
    /// The land rings in `box`, clipped to it and simplified, drawn from the index's own vertices: what
    /// ``Coastline/landRings(in:toleranceDegrees:)`` gives for the coastline the index was built from (every ring
    /// whose box meets `box`, outer boundaries and holes alike, each closed; fill them even-odd).
    public func landRings(in box: GeoBoundingBox, toleranceDegrees: Double) -> [[GeoCoordinate]] {
        var rings: [[GeoCoordinate]] = []
        for (range, bounds) in zip(ringRanges, ringBounds)
        where bounds.x <= box.maxLongitude && bounds.z >= box.minLongitude && bounds.y <= box.maxLatitude
            && bounds.w >= box.minLatitude
        {
            let vertices = points[range].map { GeoCoordinate(latitude: $0.y, longitude: $0.x) }
            if let ring = Coastline.drawn(vertices, in: box, toleranceDegrees: toleranceDegrees) { rings.append(ring) }
        }
        return rings
    }
}
