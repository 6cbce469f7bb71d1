import CLIKit
import Foundation
import MarineKit

/// A trip's figures in JSON, the same names as the daemon's `tripStopped` event (Docs/json.md §Trips): distances
/// in metres, durations in seconds, speeds in knots, fuel in litres, its cost a decimal string in `currency`.
struct TripStatisticsJSON: Encodable {
    let positionCount: Int
    let distanceMeters: Double
    let durationSeconds: Double
    let movingSeconds: Double
    /// The last fix's speed, while recording.
    let currentSpeedKnots: Double?
    let averageSpeedKnots: Double
    let maximumSpeedKnots: Double
    let fuelLiters: Decimal?
    let fuelCost: String?
    let currency: String?

    /// The figures of a stored trip, converted as the daemon converts them (``TripControlStatistics``).
    init(_ statistics: TripStatistics) {
        self.init(TripControlStatistics(statistics))
    }

    /// The figures as the daemon's control socket sends them: the same names, copied.
    init(_ figures: TripControlStatistics) {
        positionCount = figures.positionCount
        distanceMeters = figures.distanceMeters
        durationSeconds = figures.durationSeconds
        movingSeconds = figures.movingSeconds
        currentSpeedKnots = figures.currentSpeedKnots
        averageSpeedKnots = figures.averageSpeedKnots
        maximumSpeedKnots = figures.maximumSpeedKnots
        fuelLiters = figures.fuelLiters
        fuelCost = figures.fuelCost.map(JSONMoney.text)
        currency = figures.fuelCost == nil ? nil : "TRY"
    }
}

/// A recorded trip in JSON (`trip list`, `trip show`): `endedAt` is absent while it is being recorded.
struct TripJSON: Encodable {
    let tripID: Int64
    let startedAt: Date
    let endedAt: Date?
    let statistics: TripStatisticsJSON?

    init(_ trip: TripRecord, statistics: TripStatistics? = nil) {
        tripID = trip.id
        startedAt = trip.startedAt
        endedAt = trip.endedAt
        self.statistics = (statistics ?? trip.statistics).map(TripStatisticsJSON.init)
    }
}

/// `trip list --json`: `{"trips": [...]}`, oldest first.
struct TripListJSON: JSONDocument {
    let trips: [TripJSON]
}
