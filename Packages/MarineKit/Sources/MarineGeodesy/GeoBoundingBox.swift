/// A latitude/longitude rectangle in degrees (no antimeridian wrap: `minLongitude ≤ maxLongitude`).
public struct GeoBoundingBox: Hashable, Sendable, Codable {
    /// Southern edge in degrees.
    public var minLatitude: Double
    /// Northern edge in degrees.
    public var maxLatitude: Double
    /// Western edge in degrees.
    public var minLongitude: Double
    /// Eastern edge in degrees.
    public var maxLongitude: Double

    /// Creates a box from its edges in degrees; callers keep `min ≤ max` on both axes.
    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box holding every coordinate, or `nil` for an empty sequence.
    public init?(enclosing coordinates: some Sequence<GeoCoordinate>) {
        var iterator = coordinates.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(
            minLatitude: first.latitude, maxLatitude: first.latitude,
            minLongitude: first.longitude, maxLongitude: first.longitude)
        while let next = iterator.next() { formUnion(with: next) }
    }

    /// Whether the point lies inside or on the edge of the box.
    public func contains(latitude: Double, longitude: Double) -> Bool {
        (minLatitude...maxLatitude).contains(latitude) && (minLongitude...maxLongitude).contains(longitude)
    }

    /// Whether the two boxes share at least one point.
    public func intersects(_ other: GeoBoundingBox) -> Bool {
        minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
            && minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
    }

    /// The box grown by `degrees` on every side (latitude clamped to ±90).
    public func expanded(byDegrees degrees: Double) -> GeoBoundingBox {
        GeoBoundingBox(
            minLatitude: max(-90, minLatitude - degrees), maxLatitude: min(90, maxLatitude + degrees),
            minLongitude: minLongitude - degrees, maxLongitude: maxLongitude + degrees)
    }

    /// Grows the box to include a coordinate.
    public mutating func formUnion(with coordinate: GeoCoordinate) {
        minLatitude = min(minLatitude, coordinate.latitude)
        maxLatitude = max(maxLatitude, coordinate.latitude)
        minLongitude = min(minLongitude, coordinate.longitude)
        maxLongitude = max(maxLongitude, coordinate.longitude)
    }
}
