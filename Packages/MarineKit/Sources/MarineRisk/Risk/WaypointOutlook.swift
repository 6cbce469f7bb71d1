import Foundation

/// What the skipper needs to know about one waypoint at its ETA.
public struct WaypointOutlook: Sendable, Equatable, Codable {
    /// The waypoint and its ETA.
    public var waypoint: PassageWaypoint
    /// The forecast hour matched to the ETA, or nil when the ETA is outside the forecast.
    public var conditions: HourlyConditions?
    /// Upwind fetch, or nil (no wind direction, or the point is on land at 1:10m resolution).
    public var fetch: FetchMeasurement?
    /// Why fetch is missing when the point is on land or outside the coastline's coverage.
    public var fetchError: FetchError?
    /// The local wind-sea estimate from wind and straight-line fetch (CEM 2003 or SPM 1984).
    public var estimatedWindSea: WindSeaEstimate?
    /// The significant wave height judged: swell combined with the (possibly sheltered) wind sea, metres.
    public var seaHeight: Double?
    /// The risk at the ETA.
    public var judgement: RiskJudgement
    /// Beaufort force of the mean wind, when known.
    public var beaufort: BeaufortForce?
    /// Douglas sea state of ``seaHeight``, when known.
    public var douglas: DouglasSeaState?

    /// Creates an outlook; ``PassageAssessor`` builds these.
    public init(
        waypoint: PassageWaypoint, conditions: HourlyConditions?, fetch: FetchMeasurement?, fetchError: FetchError?,
        estimatedWindSea: WindSeaEstimate?, seaHeight: Double?, judgement: RiskJudgement
    ) {
        self.waypoint = waypoint
        self.conditions = conditions
        self.fetch = fetch
        self.fetchError = fetchError
        self.estimatedWindSea = estimatedWindSea
        self.seaHeight = seaHeight
        self.judgement = judgement
        beaufort = conditions?.windKnots.map { BeaufortForce(knots: $0) }
        douglas = seaHeight.map { DouglasSeaState(heightMeters: $0) }
    }
}
