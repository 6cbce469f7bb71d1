/// The coastline a route was checked against, as `denizrota coastline show --json`, `route show --json` and the
/// plan documents name it: its name, its attribution (authors and licence), the tolerance of the check and the area
/// it covers.
public struct CoastlineSourceDocument: Codable, Sendable, Equatable {
    /// The area the coastline covers, decimal degrees.
    public struct Coverage: Codable, Sendable, Equatable {
        /// Southern edge, degrees.
        public var minLatitude: Double
        /// Northern edge, degrees.
        public var maxLatitude: Double
        /// Western edge, degrees.
        public var minLongitude: Double
        /// Eastern edge, degrees.
        public var maxLongitude: Double
    }

    /// The source's name ("GSHHG 2.3.7 full resolution", "Natural Earth 1:10m", or the user's file path).
    public var name: String
    /// The name with authors and licence (GSHHG: Wessel & Smith, LGPL-3.0).
    public var attribution: String
    /// How far inside land a point must be to count as land, metres.
    public var toleranceMeters: Double
    /// The area the coastline covers.
    public var coverage: Coverage

    /// The coastline of a land report.
    public init(_ report: RouteLandReport) {
        name = report.source.name
        attribution = report.source.attribution
        toleranceMeters = report.toleranceMeters
        let box = report.source.coverage
        coverage = Coverage(
            minLatitude: box.minLatitude, maxLatitude: box.maxLatitude, minLongitude: box.minLongitude,
            maxLongitude: box.maxLongitude)
    }
}
