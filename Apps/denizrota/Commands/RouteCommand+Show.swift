import CLISupport
import Foundation
import MarineKit

extension RouteCommand {
    static let show = Command(
        name: "show", summary: "route.show.summary", discussion: "route.show.discussion",
        options: [NavigationSupport.database], positionals: [name.spec],
        examples: [CommandExample("denizrota route show Knidos --json", explanation: "route.show.example")]
    ) { context in
        let stores = try NavigationSupport.stores(context, readOnly: true)
        let route = try NavigationSupport.route(named: context.arguments[name] ?? "", in: stores.routes)
        let boat = try NavigationSupport.boat(stores.boat)
        let plan = RoutePlanner().plan(route, boat: boat, referenceDate: context.now)
        if context.isJSONOutput {
            try context.writeJSON(RoutePlanJSON(plan))
        } else {
            for line in RoutePlanText.lines(plan, context: context) { context.writeLine(line) }
        }
        return .success
    }
}

/// `route show` as text in the user's language: a summary line, the departure, the waypoints, then one line per leg.
enum RoutePlanText {
    static func lines(_ plan: RoutePlan, context: CommandContext) -> [String] {
        let route = plan.route
        let text = NavigationText(context)
        var lines = [
            context.text(
                "route.show.header", route.name, text.waypoints(route.waypoints.count, context),
                text.nauticalMiles(plan.totalDistanceMeters), text.kilometres(plan.totalDistanceMeters),
                text.duration(plan.totalDurationSeconds), text.number(plan.totalFuelLiters, digits: 1),
                text.money(plan.totalFuelCost))
        ]
        if let departure = route.plannedDeparture {
            lines.append(
                context.text(
                    "route.show.departure", NavigationText.utc(departure), plan.arrival.map(NavigationText.utc) ?? "–"))
        }
        for (offset, waypoint) in route.waypoints.enumerated() {
            let number = String(offset + 1)
            let position = text.position(
                latitude: waypoint.coordinate.latitude, longitude: waypoint.coordinate.longitude)
            lines.append(
                String(repeating: " ", count: max(0, 3 - number.count)) + number + "  \(waypoint.name)  \(position)")
        }
        lines += plan.legs.map { leg(for: $0, plan: plan, context: context, text: text) }
        return lines
    }

    private static func leg(for leg: RouteLeg, plan: RoutePlan, context: CommandContext, text: NavigationText) -> String
    {
        context.text(
            "route.show.leg", "\(leg.index)", leg.from.name, leg.to.name, text.nauticalMiles(leg.distanceMeters),
            text.bearing(leg.bearingTrue, .trueNorth), text.bearing(leg.bearingMagnetic, .magneticNorth),
            text.bearing(leg.rhumbBearingTrue, .trueNorth), text.knots(leg.speedKnots),
            text.duration(leg.durationSeconds),
            leg.eta.map(NavigationText.utc) ?? "–", text.number(leg.fuelLiters, digits: 1),
            text.money(plan.fuelCost(of: leg)))
    }
}

/// `route show --json`: the route, its legs (the contract's `distanceMeters`, `bearingTrue`,
/// `bearingMagnetic`, `rhumbBearingTrue`, `durationSeconds`, `eta`, `fuelLiters`, plus a few more) and totals.
struct RoutePlanJSON: Encodable {
    struct Point: Encodable {
        let index: Int
        let name: String
        let latitude: Double
        let longitude: Double
        let plannedSpeedKnots: Double?
        let arrivalRadiusMeters: Double?
        let notes: String?
    }

    struct Leg: Encodable {
        let index: Int
        let from: String
        let to: String
        let distanceMeters: Double
        let distanceNauticalMiles: Double
        let bearingTrue: Double
        let bearingMagnetic: Double
        let rhumbBearingTrue: Double
        let rhumbBearingMagnetic: Double
        let rhumbDistanceMeters: Double
        let magneticVariation: Double
        let speedKnots: Double
        let durationSeconds: Double
        let departure: Date?
        let eta: Date?
        let fuelLiters: Double
        let fuelCost: Decimal

        private enum CodingKeys: String, CodingKey {
            case index, from, to, distanceMeters, distanceNauticalMiles, bearingTrue, bearingMagnetic
            case rhumbBearingTrue, rhumbBearingMagnetic, rhumbDistanceMeters, magneticVariation, speedKnots
            case durationSeconds, departure, eta, fuelLiters, fuelCost
        }

        /// Writes every key, with `null` for a missing departure or ETA (a route without a departure time).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(distanceMeters, forKey: .distanceMeters)
            try container.encode(distanceNauticalMiles, forKey: .distanceNauticalMiles)
            try container.encode(bearingTrue, forKey: .bearingTrue)
            try container.encode(bearingMagnetic, forKey: .bearingMagnetic)
            try container.encode(rhumbBearingTrue, forKey: .rhumbBearingTrue)
            try container.encode(rhumbBearingMagnetic, forKey: .rhumbBearingMagnetic)
            try container.encode(rhumbDistanceMeters, forKey: .rhumbDistanceMeters)
            try container.encode(magneticVariation, forKey: .magneticVariation)
            try container.encode(speedKnots, forKey: .speedKnots)
            try container.encode(durationSeconds, forKey: .durationSeconds)
            try container.encode(departure, forKey: .departure)
            try container.encode(eta, forKey: .eta)
            try container.encode(fuelLiters, forKey: .fuelLiters)
            try container.encode(fuelCost, forKey: .fuelCost)
        }
    }

    let name: String
    let departure: Date?
    let plannedSpeedKnots: Double?
    let arrival: Date?
    let waypoints: [Point]
    let legs: [Leg]
    let totalDistanceMeters: Double
    let totalDurationSeconds: Double
    let totalFuelLiters: Double
    let totalFuelCost: Decimal
    let currency = "TRY"

    init(_ plan: RoutePlan) {
        name = plan.route.name
        departure = plan.route.plannedDeparture
        plannedSpeedKnots = plan.route.plannedSpeedKnots
        arrival = plan.arrival
        waypoints = plan.route.waypoints.enumerated().map { offset, waypoint in
            Point(
                index: offset + 1, name: waypoint.name, latitude: waypoint.coordinate.latitude,
                longitude: waypoint.coordinate.longitude, plannedSpeedKnots: waypoint.plannedSpeedKnots,
                arrivalRadiusMeters: waypoint.arrivalRadiusMeters, notes: waypoint.notes)
        }
        legs = plan.legs.map { leg in
            Leg(
                index: leg.index, from: leg.from.name, to: leg.to.name, distanceMeters: leg.distanceMeters,
                distanceNauticalMiles: leg.distanceNauticalMiles, bearingTrue: leg.bearingTrue,
                bearingMagnetic: leg.bearingMagnetic, rhumbBearingTrue: leg.rhumbBearingTrue,
                rhumbBearingMagnetic: leg.rhumbBearingMagnetic, rhumbDistanceMeters: leg.rhumbDistanceMeters,
                magneticVariation: leg.magneticVariation, speedKnots: leg.speedKnots,
                durationSeconds: leg.durationSeconds, departure: leg.departure, eta: leg.eta,
                fuelLiters: leg.fuelLiters, fuelCost: plan.fuelCost(of: leg))
        }
        totalDistanceMeters = plan.totalDistanceMeters
        totalDurationSeconds = plan.totalDurationSeconds
        totalFuelLiters = plan.totalFuelLiters
        totalFuelCost = plan.totalFuelCost
    }
}
