/// A row of `denizrota_routes` (``MarineSchema/routeTables``), written with Storage's `insert(_:into:)`.
struct RouteRow: Encodable {
    /// The route's id, after the routes already stored.
    let id: Int64
    /// The route's name (unique).
    let name: String
    /// The planned departure in seconds since 2001-01-01 UTC: the column is REAL (``MarineSchema/routeTables``), so
    /// the `Date` is given as its `timeIntervalSinceReferenceDate`.
    let plannedDeparture: Double?
    /// The planned speed in knots.
    let plannedSpeedKnots: Double?

    private enum CodingKeys: String, CodingKey {
        case id, name
        case plannedDeparture = "planned_departure"
        case plannedSpeedKnots = "planned_speed_knots"
    }
}
