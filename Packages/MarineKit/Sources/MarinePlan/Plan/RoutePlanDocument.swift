import Formatting
import Foundation

/// A route's planned legs, as `denizrota route show --json` writes it (Docs/json.md, schema
/// `denizrota-route-show`): one vocabulary for the tool and any program that links MarineKit.
///
/// The route's name, departure and arrival, every waypoint (``RoutePlanDocument/Waypoint``) with whether it is on
/// land, every leg (``RoutePlanDocument/Leg``) with its geodesic and rhumb-line figures, the WMM2025 variation, time,
/// fuel and cost, and the totals. Distances are metres, speeds knots, bearings degrees true or magnetic, durations
/// seconds, fuel litres; money is a decimal string with two decimals (TRY, ``currency``); times are `Date`s rounded
/// to the whole second (half away from zero), written as ISO 8601 UTC strings by an encoder with `.iso8601` dates.
/// `onLand`, `crossesLand`, and a leg's `departure` and `eta` are `null` when not known; other unknown values are
/// left out. The document writes its own `schemaVersion` (1). Decoding the tool's output gives the same document.
///
/// A 200,000-point route's document is large (165 MB of JSON): a writer may make the waypoints and legs one at a time
/// (``init(_:land:tankCapacityLiters:elements:)`` with `elements: false`, then ``Waypoint/init(_:number:onLand:)``
/// and ``Leg/init(_:fuelCost:crossesLand:)``), as the tool does.
public struct RoutePlanDocument: Codable, Sendable, Equatable {
    /// The document's `schemaVersion` (Docs/json.md): 1.
    public static let schemaVersion = 1

    /// The route's name.
    public var name: String
    /// The planned departure, rounded to the second as stored; absent without one.
    public var departure: Date?
    /// The route's own speed, knots; absent when its legs use the boat's cruise speed.
    public var plannedSpeedKnots: Double?
    /// Arrival at the last waypoint, rounded to the second; absent without a departure.
    public var arrival: Date?
    /// Every waypoint, numbered from 1 (empty in a document made without its elements).
    public var waypoints: [Waypoint]
    /// Every leg (leg n joins waypoints n and n + 1; empty in a document made without its elements).
    public var legs: [Leg]
    /// Length of the route along its geodesic legs, metres.
    public var totalDistanceMeters: Double
    /// Time under way, seconds.
    public var totalDurationSeconds: Double
    /// Fuel for the whole route, litres.
    public var totalFuelLiters: Double
    /// Its cost, a decimal string with two decimals (``currency``).
    public var totalFuelCost: String
    /// The currency of every cost: `TRY`.
    public var currency: String
    /// The coastline the route was checked against.
    public var coastline: CoastlineSourceDocument
    /// The boat's usable tank, litres; absent when not set.
    public var tankCapacityLiters: Double?
    /// Whether `totalFuelLiters` fits in the tank; absent without a tank.
    public var fuelFitsTank: Bool?

    /// The document of a route's legs.
    ///
    /// - Parameters:
    ///   - plan: the legs (``RoutePlanner/legs(of:boat:referenceDate:)``).
    ///   - land: the land check of the route's waypoints and legs (``LandCheck/report(for:)``).
    ///   - tankCapacityLiters: the boat's usable tank, litres; nil when not set.
    ///   - elements: whether to make every waypoint and leg (false: empty arrays, for a writer that makes them one at
    ///     a time).
    public init(_ plan: RouteLegs, land: RouteLandReport, tankCapacityLiters: Double? = nil, elements: Bool = true) {
        name = plan.route.name
        departure = plan.route.plannedDeparture
        plannedSpeedKnots = plan.route.plannedSpeedKnots
        arrival = plan.arrival.map(PassagePlanDocument.second)
        totalDistanceMeters = plan.totalDistanceMeters
        totalDurationSeconds = plan.totalDurationSeconds
        totalFuelLiters = plan.totalFuelLiters
        totalFuelCost = Self.money(plan.totalFuelCost)
        currency = "TRY"
        coastline = CoastlineSourceDocument(land)
        self.tankCapacityLiters = tankCapacityLiters
        fuelFitsTank = tankCapacityLiters.map { plan.totalFuelLiters <= $0 }
        let route = plan.route
        waypoints =
            elements
            ? route.waypoints.indices.map {
                Waypoint(route.waypoints[$0], number: $0 + 1, onLand: land.waypoints[$0].isLand)
            }
            : []
        legs =
            elements
            ? plan.map {
                Leg($0, fuelCost: Self.money(plan.fuelCost(of: $0)), crossesLand: land.legs[$0.index - 1].isLand)
            }
            : []
    }

    /// Money as a decimal string: two decimals, `.`, no grouping, rounded half away from zero (`"337.30"`).
    public static func money(_ amount: Decimal) -> String {
        moneyFormatter.formatPlain(amount)
    }

    private static let moneyFormatter = DecimalFormatter(fractionDigits: 2, usesGrouping: false, scientific: .never)

    private enum VersionKey: String, CodingKey { case schemaVersion }

    /// Writes the members (a leg's and a waypoint's `null`s included) and the document's ``schemaVersion``.
    public func encode(to encoder: any Encoder) throws {
        var version = encoder.container(keyedBy: VersionKey.self)
        try version.encode(Self.schemaVersion, forKey: .schemaVersion)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(departure, forKey: .departure)
        try container.encodeIfPresent(plannedSpeedKnots, forKey: .plannedSpeedKnots)
        try container.encodeIfPresent(arrival, forKey: .arrival)
        try container.encode(waypoints, forKey: .waypoints)
        try container.encode(legs, forKey: .legs)
        try container.encode(totalDistanceMeters, forKey: .totalDistanceMeters)
        try container.encode(totalDurationSeconds, forKey: .totalDurationSeconds)
        try container.encode(totalFuelLiters, forKey: .totalFuelLiters)
        try container.encode(totalFuelCost, forKey: .totalFuelCost)
        try container.encode(currency, forKey: .currency)
        try container.encode(coastline, forKey: .coastline)
        try container.encodeIfPresent(tankCapacityLiters, forKey: .tankCapacityLiters)
        try container.encodeIfPresent(fuelFitsTank, forKey: .fuelFitsTank)
    }
}
