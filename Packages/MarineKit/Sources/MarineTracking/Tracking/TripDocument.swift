import Formatting
import Foundation

/// A recorded trip as `denizrota trip list|show --json` and denizrotad's `GET /api/v1/trips` write it (Docs/json.md
/// "Trips"): `tripID`, `startedAt`, `endedAt` (absent while it is being recorded) and its `statistics`.
public struct TripDocument: Encodable, Sendable {
    /// The trip.
    public let trip: TripRecord
    /// Its figures: the trip's own, or figures computed for it (`trip show`); absent when none.
    public let statistics: TripStatisticsDocument?

    /// The document of a trip, with `statistics` in place of the stored figures when given.
    public init(_ trip: TripRecord, statistics: TripStatistics? = nil) {
        self.trip = trip
        self.statistics = (statistics ?? trip.statistics).map(TripStatisticsDocument.init)
    }

    private enum CodingKeys: String, CodingKey { case tripID, startedAt, endedAt, statistics }

    /// Writes the four members (dates as the encoder writes them: ISO 8601 in the tools).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(trip.id, forKey: .tripID)
        try container.encode(trip.startedAt, forKey: .startedAt)
        try container.encodeIfPresent(trip.endedAt, forKey: .endedAt)
        try container.encodeIfPresent(statistics, forKey: .statistics)
    }
}

/// A trip's figures in JSON, the same names in `trip list|show|status` and the daemon's `tripStopped` event
/// (Docs/json.md "Trips"): distances in metres, durations in seconds, speeds in knots, fuel in litres, its cost a
/// decimal string with two decimals in `currency`.
public struct TripStatisticsDocument: Encodable, Sendable {
    let figures: TripControlStatistics

    /// The figures of a stored trip.
    public init(_ statistics: TripStatistics) {
        figures = TripControlStatistics(statistics)
    }

    /// The figures as the daemon's control socket sends them.
    package init(_ figures: TripControlStatistics) {
        self.figures = figures
    }

    private enum CodingKeys: String, CodingKey {
        case positionCount, distanceMeters, durationSeconds, movingSeconds, currentSpeedKnots, averageSpeedKnots
        case maximumSpeedKnots, fuelLiters, fuelCost, currency
    }

    /// Writes the figures; `currentSpeedKnots` (while recording), `fuelLiters`, `fuelCost` and `currency` only when
    /// known.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(figures.positionCount, forKey: .positionCount)
        try container.encode(figures.distanceMeters, forKey: .distanceMeters)
        try container.encode(figures.durationSeconds, forKey: .durationSeconds)
        try container.encode(figures.movingSeconds, forKey: .movingSeconds)
        try container.encodeIfPresent(figures.currentSpeedKnots, forKey: .currentSpeedKnots)
        try container.encode(figures.averageSpeedKnots, forKey: .averageSpeedKnots)
        try container.encode(figures.maximumSpeedKnots, forKey: .maximumSpeedKnots)
        try container.encodeIfPresent(figures.fuelLiters, forKey: .fuelLiters)
        let money = DecimalFormatter(fractionDigits: 2, usesGrouping: false, scientific: .never)
        try container.encodeIfPresent(figures.fuelCost.map(money.formatPlain), forKey: .fuelCost)
        try container.encodeIfPresent(figures.fuelCost == nil ? nil : "TRY", forKey: .currency)
    }
}
