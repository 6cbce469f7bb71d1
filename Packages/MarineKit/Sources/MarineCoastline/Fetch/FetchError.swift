/// Why a fetch cannot be measured.
///
/// Messages live in ``CoastlineStrings`` under `error.fetch.*`.
public enum FetchError: Error, Sendable, Equatable, Codable {
    /// The point lies on land in the shipped coastline (Natural Earth 1:10m); fetch is undefined there.
    case onLand(latitude: Double, longitude: Double)
    /// The point lies outside the area the shipped coastline covers.
    case outsideCoverage(latitude: Double, longitude: Double)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .onLand: "error.fetch.onLand"
        case .outsideCoverage: "error.fetch.outsideCoverage"
        }
    }

    /// Positional arguments: latitude and longitude in decimal degrees.
    public var messageArguments: [String] {
        switch self {
        case .onLand(let latitude, let longitude), .outsideCoverage(let latitude, let longitude):
            [String(latitude), String(longitude)]
        }
    }
}
