import Localization

/// Why GeoJSON land data could not be read.
///
/// Messages live in ``CoastlineStrings`` under `error.coastline.*`.
public enum CoastlineError: Error, Equatable, Sendable, LocalizableError {
    /// The text is not a GeoJSON FeatureCollection of Polygon/MultiPolygon features; `detail` names the problem
    /// (technical, in English, shown after the localized sentence).
    case invalidGeoJSON(detail: String)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .invalidGeoJSON: "error.coastline.invalidGeoJSON"
        }
    }

    /// The detail.
    public var messageArguments: [String] {
        switch self {
        case .invalidGeoJSON(let detail): [detail]
        }
    }
}
