/// Where land data comes from and the box it covers.
public struct CoastlineSource: Sendable, Equatable, Codable {
    /// The name printed with every result ("Natural Earth 1:10m", or the user's file path).
    public var name: String
    /// The box inside which the data says land or sea; outside it there is no coastline data.
    public var coverage: GeoBoundingBox
    /// A user's file's own attribution (its `attribution` member, ``CoastlineMetadata``), or nil.
    public var credit: String?

    /// Creates a source.
    public init(name: String, coverage: GeoBoundingBox, credit: String? = nil) {
        self.name = name
        self.coverage = coverage
        self.credit = credit
    }

    /// The embedded Natural Earth 1:10m land, clipped to 19°E–45°E, 30°N–47.5°N
    /// (`Packages/MarineKit/Data/Coastline/README.md`).
    public static let naturalEarth = CoastlineSource(
        name: "Natural Earth 1:10m",
        coverage: GeoBoundingBox(minLatitude: 30, maxLatitude: 47.5, minLongitude: 19, maxLongitude: 45))

    /// The embedded GSHHG 2.3.7 full-resolution shoreline, 19°E–45°E, 30°N–48°N (``Coastline/fullResolution``;
    /// `Packages/MarineKit/Data/Coastline/README.md`).
    public static let gshhgFull = CoastlineSource(
        name: "GSHHG 2.3.7 full resolution",
        coverage: GeoBoundingBox(minLatitude: 30, maxLatitude: 48, minLongitude: 19, maxLongitude: 45))

    /// What to print as the source of a result.
    ///
    /// The embedded data sets with their authors and licence ("GSHHG 2.3.7 full resolution, Wessel & Smith,
    /// LGPL-3.0": P. Wessel and W. H. F. Smith, J. Geophys. Res. 101(B4), 1996, LGPL-3.0-or-later; "Natural Earth
    /// 1:10m, public domain"), a user's file by its own attribution and its path ("OpenStreetMap land polygons,
    /// © OpenStreetMap contributors, ODbL 1.0 (/home/me/land.geojson)"), else by its path.
    public var attribution: String {
        switch self {
        case .gshhgFull: name + ", Wessel & Smith, LGPL-3.0"
        case .naturalEarth: name + ", public domain"
        default: credit.map { "\($0) (\(name))" } ?? name
        }
    }

    /// Whether the coordinate lies in the covered box.
    public func covers(_ coordinate: GeoCoordinate) -> Bool {
        coverage.contains(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}
