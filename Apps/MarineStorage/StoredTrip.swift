import Foundation
import MarineKit

/// How a trip is kept in the record collection.
public struct StoredTrip: Codable, Identifiable, Sendable, Equatable {
    /// Trip identifier.
    public var id: Int64
    /// Start time.
    public var startedAt: Date
    /// End time, nil while running.
    public var endedAt: Date?
    /// Figures saved at the end.
    public var statistics: TripStatistics?

    /// Creates a stored trip.
    public init(id: Int64, startedAt: Date, endedAt: Date? = nil, statistics: TripStatistics? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.statistics = statistics
    }

    /// The kit's view.
    var record: TripRecord {
        TripRecord(id: id, startedAt: startedAt, endedAt: endedAt, statistics: statistics)
    }
}
