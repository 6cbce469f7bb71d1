import Foundation

/// What the trip state machine decided for one input.
public enum TripEvent: Sendable, Equatable {
    /// A trip started at this instant (`automatic` when by speed).
    case started(at: Date, automatic: Bool)
    /// A fix belongs to the running trip.
    case recorded(PositionFix)
    /// The trip stopped at this instant (`automatic` when stationary long enough).
    case stopped(at: Date, automatic: Bool)
}
