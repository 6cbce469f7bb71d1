import Localization

/// What a GeoJSON land file says about itself.
///
/// Three top-level members of its FeatureCollection (foreign members, RFC 7946 §6.1), all optional:
///
/// - `attribution`: the data's name, authors and licence, printed wherever results depend on the file
///   (OpenStreetMap land polygons must be credited "© OpenStreetMap contributors" under the ODbL 1.0, §4.3);
///   1–200 characters, no control characters.
/// - `toleranceMeters`: how deep inside land a waypoint must lie to count as on land, metres, 0–5,000
///   (``LandCheck/toleranceMeters``; without it 500 m, suited to 1:10m data).
/// - `minimumLandRunMeters`: the shortest run over land between two coastline crossings that makes a leg cross
///   land, metres, 1–5,000 (``LandCheck/minimumLandRunMeters``; without it a run counts only when some point of it
///   is deeper than the tolerance, which misses land narrower than twice the tolerance).
///
/// A full-resolution file (OpenStreetMap land polygons, GSHHG full) should carry 100 and 50, the embedded GSHHG
/// check's values (``LandCheck/fullResolutionToleranceMeters``).
public struct CoastlineMetadata: Sendable, Equatable {
    /// The `attribution` member.
    public var attribution: String?
    /// The `toleranceMeters` member, metres.
    public var toleranceMeters: Double?
    /// The `minimumLandRunMeters` member, metres.
    public var minimumLandRunMeters: Double?

    /// Creates metadata; every member is optional.
    public init(attribution: String? = nil, toleranceMeters: Double? = nil, minimumLandRunMeters: Double? = nil) {
        self.attribution = attribution
        self.toleranceMeters = toleranceMeters
        self.minimumLandRunMeters = minimumLandRunMeters
    }

    /// Reads the members from a collection's top level.
    /// - Throws: ``CoastlineError/invalidGeoJSON(detail:)`` when a member is present but out of range or of the
    ///   wrong type.
    init(members: [String: JSONValue]) throws(CoastlineError) {
        switch members["attribution"] {
        case nil, .null?: break
        case .string(let text)?
        where (1...200).contains(text.count)
            && !text.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control
            }):
            attribution = text
        default: throw .invalidGeoJSON(detail: "attribution is not a text of 1 to 200 characters")
        }
        toleranceMeters = try Self.meters(members["toleranceMeters"], "toleranceMeters", in: 0...5_000)
        minimumLandRunMeters = try Self.meters(members["minimumLandRunMeters"], "minimumLandRunMeters", in: 1...5_000)
    }

    private static func meters(
        _ value: JSONValue?, _ name: String, in range: ClosedRange<Double>
    ) throws(CoastlineError) -> Double? {
        switch value {
        case nil, .null?: return nil
        case .number(let number)? where range.contains(number): return number
        default:
            throw .invalidGeoJSON(
                detail: "\(name) is not a number of metres from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
    }
}
