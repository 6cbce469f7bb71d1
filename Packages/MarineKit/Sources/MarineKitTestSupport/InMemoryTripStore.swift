import Foundation
import MarineTracking

/// A `TripStore` in memory, for tests.
///
/// Can be told to fail the next append to test error paths.
public final class InMemoryTripStore: TripStore {
    /// Stored trips by identifier.
    public private(set) var records: [Int64: TripRecord] = [:]
    /// Stored positions by trip.
    public private(set) var storedPositions: [Int64: [PositionFix]] = [:]
    /// Sizes of the batches appended, in order (to check batching).
    public private(set) var batchSizes: [Int] = []
    /// When set, the next append throws this error and stores nothing.
    public var failNextAppend: (any Error)?
    private var nextID: Int64 = 1

    /// Creates an empty store.
    public init() {}

    /// Creates a trip.
    public func beginTrip(startedAt: Date) throws -> Int64 {
        let id = nextID
        nextID += 1
        records[id] = TripRecord(id: id, startedAt: startedAt)
        storedPositions[id] = []
        return id
    }

    /// Appends a batch.
    public func append(_ positions: [PositionFix], toTrip id: Int64) throws {
        if let error = failNextAppend {
            failNextAppend = nil
            throw error
        }
        storedPositions[id, default: []].append(contentsOf: positions)
        batchSizes.append(positions.count)
    }

    /// Ends a trip.
    public func endTrip(_ id: Int64, endedAt: Date, statistics: TripStatistics) throws {
        records[id]?.endedAt = endedAt
        records[id]?.statistics = statistics
    }

    /// All trips, oldest first.
    public func trips() throws -> [TripRecord] {
        records.values.sorted { $0.id < $1.id }
    }

    /// A trip's positions.
    public func positions(ofTrip id: Int64) throws -> [PositionFix] {
        storedPositions[id] ?? []
    }
}
