/// One straight edge of a coastline ring, between two vertices in degrees.
public struct CoastSegment: Sendable, Hashable {
    /// The first vertex.
    public let start: GeoCoordinate
    /// The second vertex.
    public let end: GeoCoordinate

    /// Creates a segment between two vertices.
    public init(start: GeoCoordinate, end: GeoCoordinate) {
        self.start = start
        self.end = end
    }

    /// The smallest box holding both ends.
    public var bounds: GeoBoundingBox {
        GeoBoundingBox(
            minLatitude: min(start.latitude, end.latitude), maxLatitude: max(start.latitude, end.latitude),
            minLongitude: min(start.longitude, end.longitude), maxLongitude: max(start.longitude, end.longitude))
    }
}
