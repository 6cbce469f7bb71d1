import CLIKit
import Foundation
import MarineKit

extension BoatType: ArgumentValue {}

/// `denizrota boat show|set`: the boat routes are planned for.
public enum BoatCommand {
    static let type = Option<BoatType>("type", valueName: "boat.value.type", help: "boat.option.type")
    static let speed = Option<Double>("speed", valueName: "boat.value.knots", help: "boat.option.speed")
    static let fuelRate = Option<Double>(
        "fuel-rate", valueName: "boat.value.litersPerHour", help: "boat.option.fuelRate")
    static let fuelPrice = Option<Decimal>("fuel-price", valueName: "boat.value.price", help: "boat.option.fuelPrice")
    static let maxWind = Option<Double>("max-wind", valueName: "boat.value.knots", help: "boat.option.maxWind")
    static let maxGust = Option<Double>("max-gust", valueName: "boat.value.knots", help: "boat.option.maxGust")
    static let maxWave = Option<Double>("max-wave", valueName: "boat.value.meters", help: "boat.option.maxWave")
    static let zone = Option<String>("tz", valueName: "denizrota.value.zone", help: "boat.option.tz")
    static let boatName = Option<String>("name", valueName: "boat.value.name", help: "boat.option.name")
    static let tank = Option<Double>("tank", valueName: "boat.value.liters", help: "boat.option.tank")

    /// The `boat` command group.
    public static let command = Command(name: "boat", summary: "boat.summary", subcommands: [show, set])

    static let show = Command(
        name: "show", summary: "boat.show.summary", options: [NavigationSupport.database], writesJSON: true
    ) { context in
        let stores = try NavigationSupport.stores(context)
        try write(try NavigationSupport.boat(stores.boat), context: context)
        return .success
    }

    static let set = Command(
        name: "set", summary: "boat.set.summary", discussion: "boat.set.discussion",
        options: [
            type, speed, fuelRate, fuelPrice, maxWind, maxGust, maxWave, zone, boatName, tank,
            NavigationSupport.database,
        ],
        examples: [
            CommandExample(
                "denizrota boat set --type sailboat --speed 6 --fuel-rate 2.5", explanation: "boat.set.example")
        ],
        writesJSON: true
    ) { context in
        let stores = try NavigationSupport.stores(context)
        let arguments = context.arguments
        if let name = arguments[zone], TimeZone(identifier: name) == nil {
            throw CommandError(.usage, key: "denizrota.error.zone", name)
        }
        // One step of the store: a `boat set` or dashboard change stored meanwhile is kept (issue: lost updates).
        let valid = try NavigationSupport.storageCall {
            try stores.boat.updateBoatSettings { boat in boat = try changed(boat, by: arguments).validated() }
        }
        try write(valid, context: context)
        return .success
    }

    /// `boat` with the options given applied (not yet range-checked).
    private static func changed(_ boat: BoatSettings, by arguments: ParsedArguments) -> BoatSettings {
        var boat = boat
        boat.type = arguments[type] ?? boat.type
        boat.cruiseSpeedKnots = arguments[speed] ?? boat.cruiseSpeedKnots
        boat.fuelRateLitersPerHour = arguments[fuelRate] ?? boat.fuelRateLitersPerHour
        boat.fuelPricePerLiter = arguments[fuelPrice] ?? boat.fuelPricePerLiter
        boat.limits.maxWindKnots = arguments[maxWind] ?? boat.limits.maxWindKnots
        boat.limits.maxGustKnots = arguments[maxGust] ?? boat.limits.maxGustKnots
        boat.limits.maxWaveMeters = arguments[maxWave] ?? boat.limits.maxWaveMeters
        if let name = arguments[boatName] {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            boat.name = trimmed.isEmpty ? nil : trimmed  // an empty name clears it
        }
        if let liters = arguments[tank] {
            boat.tankCapacityLiters = liters == 0 ? nil : liters  // 0 clears it, as the web app's 0 means "not set"
        }
        if let name = arguments[zone] {
            boat.timeZone = name.uppercased() == "UTC" ? nil : name
        }
        return boat
    }

    private static func write(_ boat: BoatSettings, context: CommandContext) throws {
        if context.isJSONOutput {
            try context.writeJSON(LibraryDocument(BoatDocument(boat)))
            return
        }
        let text = NavigationText(context)
        if let name = boat.name { context.writeLine(context.text("boat.show.name", name)) }
        context.writeLine(context.text("boat.show.type", context.text("boat.type.\(boat.type.rawValue)")))
        context.writeLine(context.text("boat.show.speed", text.knots(boat.cruiseSpeedKnots, trimmed: true)))
        context.writeLine(
            context.text(
                "boat.show.fuel", text.number(boat.fuelRateLitersPerHour, digits: 2, trimmed: true),
                text.money(boat.fuelPricePerLiter)))
        if let tank = boat.tankCapacityLiters {
            let liters = text.number(tank, digits: 0, trimmed: true)
            if let range = boat.rangeOnFullTank {
                context.writeLine(
                    context.text(
                        "boat.show.tankRange", liters, text.duration(range.hours * 3600),
                        text.nauticalMiles(range.nauticalMiles * 1852, digits: 0)))
            } else {
                context.writeLine(context.text("boat.show.tank", liters))
            }
        }
        context.writeLine(
            context.text(
                "boat.show.limits", text.knots(boat.limits.maxWindKnots, trimmed: true),
                text.knots(boat.limits.maxGustKnots, trimmed: true), text.meters(boat.limits.maxWaveMeters)))
        if let zone = boat.timeZone { context.writeLine(context.text("boat.show.zone", zone)) }
    }
}
