/// Land polygons for point-on-land tests, coastal fetch and chart drawing.
///
/// The embedded data set, ``easternMediterranean``, is Natural Earth 1:10m land plus minor islands (public
/// domain) clipped to 19°E–45°E, 30°N–47.5°N: the Aegean, the Turkish coasts, Cyprus, Marmara and the Black
/// Sea — 133 polygons, 12,990 vertices, coordinates rounded to 1e-5° (≈ 1 m). Its resolution (1:10 million)
/// resolves gulfs, straits and islands, not small coves or harbours; say "coastline: Natural Earth 1:10m"
/// when output depends on it. Provenance: `Packages/MarineKit/Data/Coastline/README.md`.
///
/// Geometry is planar in degrees (longitude × latitude), as in the source; there is no antimeridian handling.
public struct Coastline: Sendable {
    /// The land polygons.
    public let polygons: [LandPolygon]
    /// The box enclosing every polygon, or `nil` when there are none.
    public let bounds: GeoBoundingBox?
    /// The box the data claims to cover: the GeoJSON collection's `bbox` member when it has one, else ``bounds``.
    public internal(set) var coverage: GeoBoundingBox?
    /// What a GeoJSON file says about itself (attribution, tolerances); empty for polygons given in code.
    public internal(set) var metadata = CoastlineMetadata()

    /// A one-line attribution to print with results that depend on ``easternMediterranean`` (coastal fetch); the
    /// land check's data names itself through ``CoastlineSource/attribution`` (GSHHG).
    public static let attribution = "coastline: Natural Earth 1:10m (public domain)"

    /// The embedded eastern Mediterranean land, parsed once on first use.
    ///
    /// The embedded text is checked by the tests, so parsing cannot fail in a released build; if it ever did,
    /// this is an empty coastline (everything is sea) rather than a crash.
    public static let easternMediterranean: Coastline =
        (try? Coastline(geoJSON: CoastlineGeoJSON.easternMediterranean)) ?? Coastline(polygons: [])

    /// Creates a coastline from polygons.
    public init(polygons: [LandPolygon]) {
        self.polygons = polygons
        self.bounds = polygons.reduce(nil) { box, polygon in
            guard var box else { return polygon.bounds }
            box.formUnion(
                with: GeoCoordinate(latitude: polygon.bounds.minLatitude, longitude: polygon.bounds.minLongitude))
            box.formUnion(
                with: GeoCoordinate(latitude: polygon.bounds.maxLatitude, longitude: polygon.bounds.maxLongitude))
            return box
        }
        coverage = bounds
    }

    /// Parses a GeoJSON FeatureCollection of Polygon and MultiPolygon features (other geometry types are
    /// skipped; coordinates are `[longitude, latitude]` as RFC 7946 §3.1.1 specifies).
    /// - Throws: ``CoastlineError/invalidGeoJSON(detail:)`` when the text is not such a collection.
    public init(geoJSON: String) throws(CoastlineError) {
        let collection = try GeoJSONLandReader.collection(from: geoJSON)
        self.init(polygons: collection.polygons)
        if let box = collection.box { coverage = box }
        metadata = collection.metadata
    }

    /// Whether the point (degrees) lies on land; points outside ``bounds`` are sea.
    public func isLand(lat: Double, lon: Double) -> Bool {
        polygons.contains { $0.contains(latitude: lat, longitude: lon) }
    }

    /// Whether the coordinate lies on land.
    public func isLand(_ coordinate: GeoCoordinate) -> Bool {
        isLand(lat: coordinate.latitude, lon: coordinate.longitude)
    }

    /// Every edge of every ring, for building spatial indexes such as a coastal-fetch search.
    public var segments: [CoastSegment] {
        polygons.flatMap { $0.rings.flatMap(\.segments) }
    }

    /// The edges whose bounding box meets `box`, for drawing or searching a region.
    public func segments(intersecting box: GeoBoundingBox) -> [CoastSegment] {
        polygons.filter { $0.bounds.intersects(box) }
            .flatMap { $0.rings.flatMap(\.segments) }
            .filter { $0.bounds.intersects(box) }
    }

    /// The polygons whose bounding box meets `box` (for drawing a chart frame).
    public func polygons(intersecting box: GeoBoundingBox) -> [LandPolygon] {
        polygons.filter { $0.bounds.intersects(box) }
    }
}
