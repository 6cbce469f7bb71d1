/// Why GeoJSON land data could not be read.
public enum CoastlineError: Error, Equatable, Sendable {
    /// The text is not a GeoJSON FeatureCollection of Polygon/MultiPolygon features; `detail` names the problem.
    case invalidGeoJSON(detail: String)
}
