import Foundation

/// Closes trips a crashed recorder left open (no end time): the end becomes the last stored position's time
/// (or the start when none was stored) and the figures are rebuilt from the stored positions.
public enum TripRecovery {
    /// Closes every open trip in `store`.
    ///
    /// - Returns: The identifiers of the trips closed.
    @discardableResult
    public static func closeOpenTrips(in store: any TripStore, geometry: any TrackGeometry) throws -> [Int64] {
        var closed: [Int64] = []
        for trip in try store.trips() where trip.endedAt == nil {
            let positions = try store.positions(ofTrip: trip.id)
            let end = positions.last.map { max($0.time, trip.startedAt) } ?? trip.startedAt
            let figures = TripStatisticsAccumulator(
                positions: positions, startedAt: trip.startedAt, endedAt: end, geometry: geometry)
            try store.endTrip(trip.id, endedAt: end, statistics: figures.statistics)
            closed.append(trip.id)
        }
        return closed
    }
}
