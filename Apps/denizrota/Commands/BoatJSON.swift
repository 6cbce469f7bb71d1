import CLIKit
import Foundation
import MarineKit

/// `boat show|set --json` (Docs/json.md, Docs/schemas/denizrota-boat.schema.json): the boat profile, the fuel
/// price as a decimal string with its currency.
struct BoatJSON: JSONDocument {
    /// The risk limits.
    struct Limits: Encodable {
        let maxWindKnots: Double
        let maxGustKnots: Double
        let maxWaveMeters: Double
    }

    let type: String
    let cruiseSpeedKnots: Double
    let fuelRateLitersPerHour: Double
    let fuelPricePerLiter: String
    let currency = "TRY"
    let limits: Limits
    /// The IANA zone for local times; absent for UTC.
    let timeZone: String?
    /// The boat's name (the web app's `boatName`); absent when not set.
    let name: String?
    /// Usable fuel tank capacity in litres (the web app's `tankCapacity`); absent when not set.
    let tankCapacityLiters: Double?
    /// Hours on a full tank at the cruise fuel rate; absent without a tank or with a fuel rate of 0.
    let rangeOnFullTankHours: Double?
    /// Nautical miles on a full tank at the cruise speed; absent as `rangeOnFullTankHours`.
    let rangeOnFullTankNauticalMiles: Double?

    init(_ boat: BoatSettings) {
        type = boat.type.rawValue
        cruiseSpeedKnots = boat.cruiseSpeedKnots
        fuelRateLitersPerHour = boat.fuelRateLitersPerHour
        fuelPricePerLiter = JSONMoney.text(boat.fuelPricePerLiter)
        limits = Limits(
            maxWindKnots: boat.limits.maxWindKnots, maxGustKnots: boat.limits.maxGustKnots,
            maxWaveMeters: boat.limits.maxWaveMeters)
        timeZone = boat.timeZone
        name = boat.name
        tankCapacityLiters = boat.tankCapacityLiters
        rangeOnFullTankHours = boat.rangeOnFullTank?.hours
        rangeOnFullTankNauticalMiles = boat.rangeOnFullTank?.nauticalMiles
    }
}
