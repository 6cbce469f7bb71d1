import Foundation

/// Closes trips a crashed recorder left open (no end time): the end becomes the last stored position's time
/// (or the start when none was stored) and the figures are rebuilt from the stored positions.
package enum TripRecovery {
    /// Closes every open trip in `store`.
    ///
    /// - Parameters:
    ///   - store: the trips.
    ///   - geometry: distances between positions.
    ///   - fuel: the boat's fuel figures; when given, the rebuilt statistics carry fuel used and cost.
    /// - Returns: The identifiers of the trips closed.
    /// - Throws: The store's error when the trips cannot be read or closed.
    @discardableResult
    public static func closeOpenTrips(
        in store: any TripStore, geometry: any TrackGeometry, fuel: FuelProfile? = nil
    ) throws -> [Int64] {
        var closed: [Int64] = []
        for trip in try store.trips() where trip.endedAt == nil {
            let positions = try store.positions(ofTrip: trip.id)
            let end = positions.last.map { max($0.time, trip.startedAt) } ?? trip.startedAt
            let figures = TripStatisticsAccumulator(
                positions: positions, startedAt: trip.startedAt, endedAt: end, geometry: geometry)
            try store.endTrip(
                trip.id, endedAt: end, statistics: fuel.map(figures.statistics.withFuel) ?? figures.statistics)
            closed.append(trip.id)
        }
        return closed
    }
}
