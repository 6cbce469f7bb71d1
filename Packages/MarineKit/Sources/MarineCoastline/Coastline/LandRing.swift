/// One closed ring of a land polygon: vertices in degrees, first and last equal (GeoJSON linear ring).
public struct LandRing: Sendable, Hashable {
    /// The vertices in order; the last repeats the first.
    public let vertices: [GeoCoordinate]
    /// The smallest box holding every vertex.
    public let bounds: GeoBoundingBox

    /// Creates a ring; returns `nil` when it has fewer than four vertices (a closed triangle) or is not closed.
    public init?(vertices: [GeoCoordinate]) {
        guard vertices.count >= 4, vertices.first == vertices.last,
            let bounds = GeoBoundingBox(enclosing: vertices)
        else { return nil }
        self.vertices = vertices
        self.bounds = bounds
    }

    /// Whether the point (degrees) lies inside the ring.
    ///
    /// Even–odd ray casting in the plane of longitude × latitude (Franklin's PNPOLY crossing rule); a point
    /// exactly on an edge may fall on either side, which is far below the data's 1:10m resolution.
    public func encloses(latitude: Double, longitude: Double) -> Bool {
        guard bounds.contains(latitude: latitude, longitude: longitude) else { return false }
        var inside = false
        var previous = vertices[vertices.count - 1]
        for current in vertices {
            if (current.latitude > latitude) != (previous.latitude > latitude) {
                let crossing =
                    current.longitude + (latitude - current.latitude) * (previous.longitude - current.longitude)
                    / (previous.latitude - current.latitude)
                if longitude < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    /// The ring's edges as segments, in vertex order.
    public var segments: [CoastSegment] {
        zip(vertices, vertices.dropFirst()).map { CoastSegment(start: $0, end: $1) }
    }
}
