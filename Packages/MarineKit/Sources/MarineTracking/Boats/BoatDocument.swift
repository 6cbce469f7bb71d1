import Formatting
import Foundation

/// The boat profile as `denizrota boat show|set --json` and denizrotad's `GET`/`PUT /api/v1/boat` write it
/// (Docs/schemas/denizrota-boat.schema.json): units in the names, the fuel price a decimal string with two decimals
/// and its `currency`, the range on a full tank when there is a tank and a fuel rate.
///
/// ```swift
/// let json = try JSONEncoder().encode(BoatDocument(BoatSettings.default))
/// // {"cruiseSpeedKnots":…,"currency":"TRY","fuelPricePerLiter":"…","limits":{…},…}
/// ```
public struct BoatDocument: Encodable, Sendable, Equatable {
    /// The boat.
    public let boat: BoatSettings

    /// The document of a boat.
    public init(_ boat: BoatSettings) {
        self.boat = boat
    }

    private enum CodingKeys: String, CodingKey {
        case type, cruiseSpeedKnots, fuelRateLitersPerHour, fuelPricePerLiter, currency, limits, timeZone, name
        case tankCapacityLiters, rangeOnFullTankHours, rangeOnFullTankNauticalMiles
    }

    private enum LimitKeys: String, CodingKey {
        case maxWindKnots, maxGustKnots, maxWaveMeters
    }

    /// Writes the profile; `timeZone` (absent for UTC), `name`, `tankCapacityLiters` and the range only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(boat.type.rawValue, forKey: .type)
        try container.encode(boat.cruiseSpeedKnots, forKey: .cruiseSpeedKnots)
        try container.encode(boat.fuelRateLitersPerHour, forKey: .fuelRateLitersPerHour)
        let money = DecimalFormatter(fractionDigits: 2, usesGrouping: false, scientific: .never)
        try container.encode(money.formatPlain(boat.fuelPricePerLiter), forKey: .fuelPricePerLiter)
        try container.encode("TRY", forKey: .currency)
        var limits = container.nestedContainer(keyedBy: LimitKeys.self, forKey: .limits)
        try limits.encode(boat.limits.maxWindKnots, forKey: .maxWindKnots)
        try limits.encode(boat.limits.maxGustKnots, forKey: .maxGustKnots)
        try limits.encode(boat.limits.maxWaveMeters, forKey: .maxWaveMeters)
        try container.encodeIfPresent(boat.timeZone, forKey: .timeZone)
        try container.encodeIfPresent(boat.name, forKey: .name)
        try container.encodeIfPresent(boat.tankCapacityLiters, forKey: .tankCapacityLiters)
        try container.encodeIfPresent(boat.rangeOnFullTank?.hours, forKey: .rangeOnFullTankHours)
        try container.encodeIfPresent(boat.rangeOnFullTank?.nauticalMiles, forKey: .rangeOnFullTankNauticalMiles)
    }
}
