import Foundation

/// A stored trip as listed by ``TripStore``.
public struct TripRecord: Sendable, Equatable, Codable, Identifiable {
    /// Store-assigned identifier, ascending in creation order.
    public var id: Int64
    /// When the trip started.
    public var startedAt: Date
    /// When it ended, nil while it runs (or when the daemon died before stopping it).
    public var endedAt: Date?
    /// The figures saved when the trip ended, nil until then.
    public var statistics: TripStatistics?

    /// Creates a record.
    public init(id: Int64, startedAt: Date, endedAt: Date? = nil, statistics: TripStatistics? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.statistics = statistics
    }
}
