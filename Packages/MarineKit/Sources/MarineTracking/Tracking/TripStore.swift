import Foundation

/// Persistent trips and their positions.
///
/// The app layer adapts it onto the Storage package's append-only
/// series; `InMemoryTripStore` (MarineKitTestSupport) is the test double.
///
/// Each ``append(_:toTrip:)`` is one committed batch: after it returns the positions survive a crash.
public protocol TripStore: AnyObject {
    /// Creates a trip and returns its identifier.
    func beginTrip(startedAt: Date) throws -> Int64
    /// Appends positions to a trip atomically.
    func append(_ positions: [PositionFix], toTrip id: Int64) throws
    /// Marks a trip ended and saves its figures.
    func endTrip(_ id: Int64, endedAt: Date, statistics: TripStatistics) throws
    /// All trips, oldest first.
    func trips() throws -> [TripRecord]
    /// The positions of a trip in time order.
    func positions(ofTrip id: Int64) throws -> [PositionFix]
}
