/// One land polygon: an outer ring and optional holes (lakes, lagoons), coordinates in degrees.
public struct LandPolygon: Sendable, Hashable {
    /// The outer boundary.
    public let outer: LandRing
    /// Inner boundaries (water inside the land); empty for every polygon of the embedded data.
    public let holes: [LandRing]

    /// Creates a polygon from its outer ring and holes.
    public init(outer: LandRing, holes: [LandRing] = []) {
        self.outer = outer
        self.holes = holes
    }

    /// The outer ring's bounding box.
    public var bounds: GeoBoundingBox { outer.bounds }

    /// Whether the point is inside the outer ring and outside every hole.
    public func contains(latitude: Double, longitude: Double) -> Bool {
        outer.encloses(latitude: latitude, longitude: longitude)
            && !holes.contains { $0.encloses(latitude: latitude, longitude: longitude) }
    }

    /// All rings, outer first.
    public var rings: [LandRing] { [outer] + holes }
}
