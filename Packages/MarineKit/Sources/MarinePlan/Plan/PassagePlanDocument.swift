import Foundation

/// A passage judged against the forecast, as `denizrota plan --json` and denizrotad's `GET /api/v1/plan` write it
/// (Docs/json.md "Plans", schema `denizrota-plan`): one vocabulary for the tool, the daemon's API and any program
/// that links MarineKit.
///
/// Per waypoint its ETA and what was judged there (``PassagePlanDocument/Waypoint``), per leg its risk, worst point
/// and every point judged along it (``PassagePlanDocument/Leg``), the limits judged against
/// (``PassagePlanDocument/Limits``) and a verdict (``PassagePlanDocument/Summary``). Distances are metres, speeds
/// knots, directions degrees true, heights metres, periods seconds; times are `Date`s rounded to the whole
/// second (half away from zero), written as ISO 8601 UTC strings by an encoder with `.iso8601` dates (the tools'
/// `JSONText`). A value that is not known is left out, except `onLand` and `crossesLand`, which are `null` without
/// coastline data. Decoding the tools' output gives the same document back.
public struct PassagePlanDocument: Codable, Sendable, Equatable {
    /// The document's `schemaVersion` (Docs/json.md): 2 since the tool and the daemon's API share it (the API's
    /// version 1 named a waypoint's ETA `time` and a worst point's waypoint `number`).
    public static let schemaVersion = 2

    /// The route's name.
    public var route: String
    /// The first waypoint's ETA (the departure), rounded to the second.
    public var departure: Date
    /// Length of the route along its geodesic legs, metres.
    public var totalDistanceMeters: Double
    /// The limits judged against.
    public var limits: Limits
    /// Every waypoint at its ETA, numbered from 1.
    public var waypoints: [Waypoint]
    /// Every leg (leg n joins waypoints n and n + 1).
    public var legs: [Leg]
    /// The verdict.
    public var summary: Summary
    /// The data used and its licences: Open-Meteo, the coastline of the land check, the coastline of the fetch.
    public var sources: [String]
    /// The coastline the route was checked against; absent when it was not checked.
    public var coastline: CoastlineSourceDocument?
    /// Numbers of the waypoints beyond the forecast, not judged (`plan --partial`); empty otherwise.
    public var beyondForecast: [Int]
    /// Age of the cached forecast used, whole seconds; absent when the forecast was fetched now.
    public var forecastCacheAgeSeconds: Double?

    /// The document of a judged passage.
    ///
    /// - Parameters:
    ///   - plan: the route planned (its name and length).
    ///   - assessment: the passage judged (``PassageAssessor``).
    ///   - beyondForecast: numbers (from 1) of the waypoints beyond the forecast, when only part was judged.
    ///   - forecastCacheAgeSeconds: age of the cached forecast used, seconds (rounded here); nil when fetched now.
    public init(
        plan: RoutePlan, assessment: PassageAssessment, beyondForecast: [Int] = [],
        forecastCacheAgeSeconds: Double? = nil
    ) {
        route = plan.route.name
        departure = Self.second(assessment.waypoints.first?.waypoint.eta ?? Date(timeIntervalSince1970: 0))
        totalDistanceMeters = plan.totalDistanceMeters
        limits = Limits(assessment.limits)
        let land = assessment.land
        waypoints = assessment.waypoints.enumerated().map { offset, outlook in
            Waypoint(number: offset + 1, outlook, onLand: land?.waypoints[offset].isLand)
        }
        let names = assessment.waypoints.map(\.waypoint.name)
        legs = assessment.legs.map { Leg($0, from: names[$0.number - 1], to: names[$0.number]) }
        summary = Summary(assessment.summary)
        sources = [
            "Open-Meteo (CC BY 4.0)",
            "coastline: " + (land?.source.attribution ?? CoastlineSource.gshhgFull.attribution),
            "fetch: " + CoastlineSource.naturalEarth.attribution,
        ]
        coastline = land.map(CoastlineSourceDocument.init)
        self.beyondForecast = beyondForecast
        self.forecastCacheAgeSeconds = forecastCacheAgeSeconds.map { $0.rounded() }
    }

    private enum VersionKey: String, CodingKey { case schemaVersion }

    /// Writes the members and the document's own ``schemaVersion`` (2), so that a tool's wrapper that adds a version
    /// (CLIKit's `LibraryDocument`) keeps it without being told; decoding ignores it.
    public func encode(to encoder: any Encoder) throws {
        var version = encoder.container(keyedBy: VersionKey.self)
        try version.encode(Self.schemaVersion, forKey: .schemaVersion)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(route, forKey: .route)
        try container.encode(departure, forKey: .departure)
        try container.encode(totalDistanceMeters, forKey: .totalDistanceMeters)
        try container.encode(limits, forKey: .limits)
        try container.encode(waypoints, forKey: .waypoints)
        try container.encode(legs, forKey: .legs)
        try container.encode(summary, forKey: .summary)
        try container.encode(sources, forKey: .sources)
        try container.encodeIfPresent(coastline, forKey: .coastline)
        try container.encode(beyondForecast, forKey: .beyondForecast)
        try container.encodeIfPresent(forecastCacheAgeSeconds, forKey: .forecastCacheAgeSeconds)
    }

    /// Three decimals: no float noise from unit conversions (`22.400000000000002` → `22.4`).
    static func rounded(_ value: Double?) -> Double? {
        value.map { ($0 * 1000).rounded() / 1000 }
    }

    /// Six decimals of a degree (about 0.1 m): a leg point's position.
    static func degrees(_ value: Double) -> Double {
        (value * 1e6).rounded() / 1e6
    }

    /// The instant rounded to the whole second, half away from zero (the tools' one rounding rule).
    static func second(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.toNearestOrAwayFromZero))
    }
}
