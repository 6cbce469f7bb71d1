/// Clips a closed ring to a latitude/longitude box.
///
/// Sutherland–Hodgman (Sutherland & Hodgman 1974), one box edge at a time, in plain longitude × latitude. The result is a closed polygon inside the box (its last vertex need not repeat
/// the first); where the land is cut it runs along the box's edge.
struct LandRingClipper {
    /// The box to clip to.
    let box: GeoBoundingBox

    /// The part of `ring` inside the box; empty when none is.
    func clip(_ ring: [GeoCoordinate]) -> [GeoCoordinate] {
        // The first pass reads the ring without its closing vertex in place (a copy of a 100,000-vertex mainland was
        // 1.6 MB at the peak of a chart; issue 30).
        let open = ring.count > 1 && ring.first == ring.last ? ring.dropLast() : ring[...]
        var points = clip(
            open, keep: { $0.longitude >= box.minLongitude }, at: { crossLongitude(box.minLongitude, $0, $1) })
        points = clip(
            points, keep: { $0.longitude <= box.maxLongitude }, at: { crossLongitude(box.maxLongitude, $0, $1) })
        points = clip(points, keep: { $0.latitude >= box.minLatitude }, at: { crossLatitude(box.minLatitude, $0, $1) })
        return clip(points, keep: { $0.latitude <= box.maxLatitude }, at: { crossLatitude(box.maxLatitude, $0, $1) })
    }

    /// One Sutherland–Hodgman pass: the vertices on the kept side, and where each edge crosses the clipping line.
    private func clip(
        _ points: some BidirectionalCollection<GeoCoordinate>, keep: (GeoCoordinate) -> Bool,
        at crossing: (GeoCoordinate, GeoCoordinate) -> GeoCoordinate
    ) -> [GeoCoordinate] {
        guard let last = points.last else { return [] }
        var result: [GeoCoordinate] = []
        // Most passes keep most vertices and add a few crossings: room for them all and a few, not doubled on growth.
        result.reserveCapacity(points.count + 16)
        var previous = last
        var previousKept = keep(last)
        for point in points {
            let kept = keep(point)
            if kept != previousKept { result.append(crossing(previous, point)) }
            if kept { result.append(point) }
            (previous, previousKept) = (point, kept)
        }
        return result
    }

    private func crossLongitude(_ longitude: Double, _ a: GeoCoordinate, _ b: GeoCoordinate) -> GeoCoordinate {
        let t = (longitude - a.longitude) / (b.longitude - a.longitude)
        return GeoCoordinate(latitude: a.latitude + (b.latitude - a.latitude) * t, longitude: longitude)
    }

    private func crossLatitude(_ latitude: Double, _ a: GeoCoordinate, _ b: GeoCoordinate) -> GeoCoordinate {
        let t = (latitude - a.latitude) / (b.latitude - a.latitude)
        return GeoCoordinate(latitude: latitude, longitude: a.longitude + (b.longitude - a.longitude) * t)
    }
}
