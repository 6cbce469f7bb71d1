extension Coastline {
    /// The land rings in `box`, clipped to it and simplified for drawing or serving at a scale.
    ///
    /// The outer boundaries and holes of every polygon whose bounding box meets `box`: Douglas–Peucker (Douglas & Peucker 1973) in plain longitude × latitude,
    /// a vertex kept only when it lies more than `toleranceDegrees` from the chord that would replace it. Rings
    /// that shrink below a triangle are left out. Each ring is closed (last vertex equal to the first).
    ///
    /// For a chart `w` pixels wide over `d` degrees of longitude, `d / w / 2` keeps the outline within half a pixel.
    /// Rings are clipped to `box` first (Sutherland & Hodgman 1974), so a mainland of 100,000 vertices brings only
    /// its part inside; a clipped ring runs along the box's edge where the land is cut, so fill it (even-odd) and
    /// stroke only what is inside the box.
    public func landRings(in box: GeoBoundingBox, toleranceDegrees: Double) -> [[GeoCoordinate]] {
        polygons(intersecting: box).flatMap(\.rings).compactMap {
            Self.drawn($0.vertices, in: box, toleranceDegrees: toleranceDegrees)
        }
    }

    /// One ring clipped to `box`, closed and simplified (``landRings(in:toleranceDegrees:)``), or nil when less than
    /// a triangle is left.
    static func drawn(_ ring: [GeoCoordinate], in box: GeoBoundingBox, toleranceDegrees: Double) -> [GeoCoordinate]? {
        var clipped = LandRingClipper(box: box).clip(ring)
        guard clipped.count >= 3 else { return nil }
        if clipped.first != clipped.last, let first = clipped.first { clipped.append(first) }
        let kept = simplified(clipped, tolerance: max(0, toleranceDegrees))
        return kept.count >= 4 ? kept : nil
    }

    /// Douglas–Peucker over a closed ring (first vertex equal to the last), with an explicit stack; the ends stay.
    static func simplified(_ vertices: [GeoCoordinate], tolerance: Double) -> [GeoCoordinate] {
        guard vertices.count > 4, tolerance > 0 else { return vertices }
        var keep = [Bool](repeating: false, count: vertices.count)
        keep[0] = true
        keep[vertices.count - 1] = true
        var stack = [(0, vertices.count - 1)]
        vertices.withUnsafeBufferPointer { points in
            while let (first, last) = stack.popLast() {
                guard last - first > 1 else { continue }
                var farthest = first
                var distance = -1.0
                for index in (first + 1)..<last {
                    let d = Self.distance(points[index], from: points[first], to: points[last])
                    if d > distance { (farthest, distance) = (index, d) }
                }
                guard distance > tolerance else { continue }
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return vertices.indices.filter { keep[$0] }.map { vertices[$0] }
    }

    /// Distance in degrees from `point` to the segment a–b (to `a` when they coincide).
    private static func distance(_ point: GeoCoordinate, from a: GeoCoordinate, to b: GeoCoordinate) -> Double {
        let (dx, dy) = (b.longitude - a.longitude, b.latitude - a.latitude)
        let (px, py) = (point.longitude - a.longitude, point.latitude - a.latitude)
        let squared = dx * dx + dy * dy
        let t = squared > 0 ? min(1, max(0, (px * dx + py * dy) / squared)) : 0
        let (ex, ey) = (px - t * dx, py - t * dy)
        return (ex * ex + ey * ey).squareRoot()
    }
}
