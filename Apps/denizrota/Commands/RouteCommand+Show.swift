import CLISupport
import Foundation
import MarineKit

extension RouteCommand {
    static let show = Command(
        name: "show", summary: "route.show.summary", discussion: "route.show.discussion",
        options: [NavigationSupport.database], positionals: [name.spec],
        examples: [CommandExample("denizrota route show Knidos --json", explanation: "route.show.example")]
    ) { context in
        let stores = try NavigationSupport.stores(context)
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

/// `route show` as text: a summary line, the waypoints, then one line per leg.
enum RoutePlanText {
    static func lines(_ plan: RoutePlan, context: CommandContext) -> [String] {
        let route = plan.route
        var lines = [
            context.text(
                "route.show.header", route.name, "\(route.waypoints.count)",
                String(format: "%.2f", plan.totalDistanceMeters / 1852),
                String(format: "%.2f", plan.totalDistanceMeters / 1000),
                duration(plan.totalDurationSeconds), String(format: "%.1f", plan.totalFuelLiters),
                "\(plan.totalFuelCost)")
        ]
        if let departure = route.plannedDeparture {
            lines.append(context.text("route.show.departure", utc(departure), plan.arrival.map(utc) ?? "–"))
        }
        for (offset, waypoint) in route.waypoints.enumerated() {
            lines.append(
                String(
                    format: "%3d  %@  %.6f %.6f", offset + 1, waypoint.name, waypoint.coordinate.latitude,
                    waypoint.coordinate.longitude))
        }
        lines += plan.legs.map { leg(for: $0, plan: plan, context: context) }
        return lines
    }

    private static func leg(for leg: RouteLeg, plan: RoutePlan, context: CommandContext) -> String {
        context.text(
            "route.show.leg", "\(leg.index)", leg.from.name, leg.to.name,
            String(format: "%.2f", leg.distanceNauticalMiles),
            NavigationSupport.bearing(leg.bearingTrue), NavigationSupport.bearing(leg.bearingMagnetic),
            NavigationSupport.bearing(leg.rhumbBearingTrue), String(format: "%.1f", leg.speedKnots),
            duration(leg.durationSeconds), leg.eta.map(utc) ?? "–", String(format: "%.1f", leg.fuelLiters),
            "\(plan.fuelCost(of: leg))")
    }

    /// "2 h 34 min" from seconds, rounded to the minute.
    static func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return "\(minutes / 60) h \(String(format: "%02d", minutes % 60)) min"
    }

    /// "2026-08-21 08:34 UTC".
    static func utc(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d UTC", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
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
