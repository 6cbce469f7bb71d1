import CLIKit
import Foundation
import MarineKit

extension RouteCommand {
    static let show = Command(
        name: "show", summary: "route.show.summary", discussion: "route.show.discussion",
        options: [LandSupport.coastline, TimeText.zoneOption, NavigationSupport.database], positionals: [name.spec],
        examples: [CommandExample("denizrota route show Knidos --json", explanation: "route.show.example")],
        writesJSON: true
    ) { context in
        let stores = try NavigationSupport.stores(context, readOnly: true)
        let route = try NavigationSupport.route(named: context.arguments[name] ?? "", in: stores.routes)
        let boat = try NavigationSupport.boat(stores.boat)
        // The land report first: its list of coordinates is gone before the legs' figures are measured (issue 30).
        let land = try LandSupport.report(context, for: route.waypoints)
        // Legs made one at a time as they are written: a 200,000-point route's legs held whole took 60 MB (issue 30).
        let plan = RoutePlanner().legs(of: route, boat: boat, referenceDate: context.now)
        if context.isJSONOutput {
            // Waypoints and legs written in batches: one encoded tree of a 200,000-point route took 1.1 GB (issue 30).
            try context.writeJSON(
                RoutePlanJSON(plan, land: land, tankCapacityLiters: boat.tankCapacityLiters),
                streaming: RoutePlanJSON.arrays(plan, land: land))
        } else {
            let zone = try TimeText.zone(context, boat: boat)
            var output = ChunkedLines(context)
            RoutePlanText.write(plan, land: land, zone: zone, boat: boat, context: context, to: &output)
            output.flush()
        }
        return .success
    }
}

/// `route show` as text in the user's language: a summary line, the departure, the waypoints, then one line per
/// leg; a waypoint on land or a leg across land is marked "⚠ LAND" and summed up after the legs, followed by the
/// coastline's name.
enum RoutePlanText {
    static func write(
        _ plan: RouteLegs, land: RouteLandReport, zone: TimeZone? = nil, boat: BoatSettings? = nil,
        context: CommandContext, to output: inout ChunkedLines
    ) {
        let route = plan.route
        let text = NavigationText(context)
        output.append(
            context.text(
                "route.show.header", route.name, text.waypoints(route.waypoints.count, context),
                text.nauticalMiles(plan.totalDistanceMeters), text.kilometers(plan.totalDistanceMeters),
                text.duration(plan.totalDurationSeconds), text.number(plan.totalFuelLiters, digits: 1),
                text.money(plan.totalFuelCost)))
        if let boat, let line = tankLine(plan, boat: boat, text: text, context: context) { output.append(line) }
        if let departure = route.plannedDeparture {
            output.append(
                context.text(
                    "route.show.departure", TimeText.text(departure, zone: zone),
                    plan.arrival.map { TimeText.text($0, zone: zone) } ?? "–"))
        }
        waypointTable(route, land: land, text: text, context: context).forEachLine { output.append("  ", $0) }
        let figures = LegFigureTexts(text: text, pricePerLiter: plan.fuelPricePerLiter)
        let template = LineTemplate("route.show.leg", count: 12, context: context)
        let marks = Dictionary(uniqueKeysWithValues: LandStatus.allCases.map { ($0, mark($0, context: context)) })
        for leg in plan {
            output.appendLine { line in
                template.fill(arguments(for: leg, plan: plan, zone: zone, figures: figures), into: &line)
                line += marks[land.legs[leg.index - 1]] ?? ""
            }
        }
        for line in landSummary(land, context: context) { output.append(line) }
    }

    /// The fuel against the boat's tank, with the range on a full tank ("⚠" when the route needs more than a
    /// tank); nil without a tank capacity.
    static func tankLine(_ plan: RouteLegs, boat: BoatSettings, text: NavigationText, context: CommandContext)
        -> String?
    {
        guard let tank = boat.tankCapacityLiters else { return nil }
        let range = boat.rangeOnFullTank
        let key = plan.totalFuelLiters > tank ? "route.show.tankShort" : "route.show.tank"
        return context.text(
            key, text.number(plan.totalFuelLiters, digits: 1), text.number(tank, digits: 0, trimmed: true),
            range.map { text.duration($0.hours * 3600) } ?? "–",
            range.map { text.nauticalMiles($0.nauticalMiles * 1852, digits: 0) } ?? "–")
    }

    /// One row per waypoint: number, name, position and the land mark (the lines are indented by two spaces).
    static func waypointTable(
        _ route: Route, land: RouteLandReport, text: NavigationText, context: CommandContext
    ) -> TextTable {
        var table = TextTable(headers: [], alignments: [.trailing, .leading, .leading, .leading])
        // Each coordinate's text once per thousandth of a minute (neighbouring points of a track share many).
        let (latitudes, longitudes) = (RoundedTextMemo(), RoundedTextMemo())
        let marks = Dictionary(uniqueKeysWithValues: LandStatus.allCases.map { ($0, mark($0, context: context)) })
        for (offset, waypoint) in route.waypoints.enumerated() {
            let (latitude, longitude) = (waypoint.coordinate.latitude, waypoint.coordinate.longitude)
            let position =
                latitudes.text(latitude * 60, places: 3) { text.latitude(latitude) } + " "
                + longitudes.text(longitude * 60, places: 3) { text.longitude(longitude) }
            table.append([String(offset + 1), waypoint.name, position, marks[land.waypoints[offset]] ?? ""])
        }
        return table
    }

    /// "  ⚠ LAND" after a flagged waypoint or leg, "  (no coastline data)" outside the coverage.
    static func mark(_ status: LandStatus, context: CommandContext) -> String {
        switch status {
        case .sea: ""
        case .land: "  " + context.text("land.mark")
        case .noData: "  (" + context.text("land.noData") + ")"
        }
    }

    /// The flagged waypoints and legs as ranges, at most ``LandNumberList/maximumEntries`` entries each (or that
    /// none is, among those checked), the ones not checked (outside the coverage, with its box), then the
    /// coastline's name and tolerance.
    static func landSummary(_ land: RouteLandReport, context: CommandContext) -> [String] {
        let numbers = { (values: [Int]) in LandNumberList.text(values, context: context) }
        var lines: [String] = []
        if land.hasLand {
            lines.append(context.text("land.summary", numbers(land.waypointsOnLand), numbers(land.legsCrossingLand)))
        } else if land.checkedAny {
            lines.append(context.text(land.hasUncovered ? "land.summary.clearChecked" : "land.summary.clear"))
        }
        if let unchecked = LandSupport.uncheckedLine(land, context: context) { lines.append(unchecked) }
        return lines + [LandSupport.sourceLine(land, context: context)]
    }

    /// The twelve texts of a leg's line (`route.show.leg`).
    private static func arguments(for leg: RouteLeg, plan: RouteLegs, zone: TimeZone?, figures: LegFigureTexts)
        -> [String]
    {
        // A zero-length leg (two waypoints at one position) has no bearing.
        let moves = leg.distanceMeters > 0
        return [
            String(leg.index), leg.from.name, leg.to.name, figures.distance(leg.distanceMeters),
            moves ? figures.trueBearing(leg.bearingTrue) : "–",
            moves ? figures.magneticBearing(leg.bearingMagnetic) : "–",
            moves ? figures.trueBearing(leg.rhumbBearingTrue) : "–", figures.speed(leg.speedKnots),
            figures.duration(leg.durationSeconds), leg.eta.map { figures.eta($0, zone: zone) } ?? "–",
            figures.fuel(leg.fuelLiters), figures.cost(of: leg, in: plan),
        ]
    }
}

/// `route show --json`: MarineKit's ``RoutePlanDocument`` (the library's vocabulary), with its waypoints and legs
/// written one batch at a time from the legs (one encoded tree of a 200,000-point route took 1.1 GB; issue 30), each
/// element byte by byte (``JSONMembersWritable``): the same text as `JSONEncoder` gives the whole document
/// (RoutePlanJSONTests).
struct RoutePlanJSON: JSONDocument {
    /// The document without its elements.
    let document: RoutePlanDocument

    private enum Key: String, CodingKey { case waypoints, legs }

    init(_ plan: RouteLegs, land: RouteLandReport, tankCapacityLiters: Double? = nil) {
        document = RoutePlanDocument(plan, land: land, tankCapacityLiters: tankCapacityLiters, elements: false)
    }

    /// The document's members, with ``JSONStreamedArray/placeholder(_:)`` for `waypoints` and `legs` (the encoder
    /// keeps the last value written for a key).
    func encode(to encoder: any Encoder) throws {
        try document.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONStreamedArray.placeholder("waypoints"), forKey: .waypoints)
        try container.encode(JSONStreamedArray.placeholder("legs"), forKey: .legs)
    }

    /// The `waypoints` and `legs` members, element by element.
    static func arrays(_ plan: RouteLegs, land: RouteLandReport) -> [String: JSONStreamedArray] {
        let waypoints = plan.route.waypoints
        // Each leg's cost text once per kuruş value (RoundedTextMemo): `Decimal` rounding took a sixth of the CPU.
        let costs = RoundedTextMemo()
        let price = NSDecimalNumber(decimal: plan.fuelPricePerLiter).doubleValue
        return [
            "waypoints": JSONStreamedArray(
                count: waypoints.count,
                writing: { offset in
                    RoutePlanDocument.Waypoint(
                        waypoints[offset], number: offset + 1, onLand: land.waypoints[offset].isLand)
                }),
            "legs": JSONStreamedArray(
                count: plan.count,
                writing: { offset in
                    let leg = plan[offset]
                    let cost = costs.text(leg.fuelLiters * price, places: 2) {
                        RoutePlanDocument.money(plan.fuelCost(of: leg))
                    }
                    return RoutePlanDocument.Leg(leg, fuelCost: cost, crossesLand: land.legs[leg.index - 1].isLand)
                }),
        ]
    }
}

extension RoutePlanDocument.Waypoint: JSONMembersWritable {
    /// The members in the encoder's key order (RoutePlanJSONTests holds the text equal to the encoder's).
    public func writeMembers(to object: inout JSONObjectBytes) {
        object.member("arrivalRadiusMeters", arrivalRadiusMeters)
        object.member("latitude", latitude)
        object.member("longitude", longitude)
        object.member("name", name)
        object.member("notes", notes)
        object.member("number", number)
        object.member("onLand", JSONNullable(onLand))
        object.member("plannedSpeedKnots", plannedSpeedKnots)
    }
}

extension RoutePlanDocument.Leg: JSONMembersWritable {
    /// The members in the encoder's key order (RoutePlanJSONTests holds the text equal to the encoder's).
    public func writeMembers(to object: inout JSONObjectBytes) {
        object.member("bearingMagnetic", bearingMagnetic)
        object.member("bearingTrue", bearingTrue)
        object.member("crossesLand", JSONNullable(crossesLand))
        object.member("departure", JSONNullable(departure))
        object.member("distanceMeters", distanceMeters)
        object.member("distanceNauticalMiles", distanceNauticalMiles)
        object.member("durationSeconds", durationSeconds)
        object.member("eta", JSONNullable(eta))
        object.member("from", from)
        object.member("fuelCost", fuelCost)
        object.member("fuelLiters", fuelLiters)
        object.member("magneticVariation", magneticVariation)
        object.member("number", number)
        object.member("rhumbBearingMagnetic", rhumbBearingMagnetic)
        object.member("rhumbBearingTrue", rhumbBearingTrue)
        object.member("rhumbDistanceMeters", rhumbDistanceMeters)
        object.member("speedKnots", speedKnots)
        object.member("to", to)
    }
}
