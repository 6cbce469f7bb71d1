import Foundation

/// One location's decoded API answer as kept in the forecast cache, with the instant it was fetched.
public struct CachedAnswer: Sendable, Equatable, Codable {
    /// When the answer was received.
    public var fetchedAt: Date
    /// The decoded answer.
    public var location: OpenMeteoLocation

    /// Creates a cache entry.
    public init(fetchedAt: Date, location: OpenMeteoLocation) {
        self.fetchedAt = fetchedAt
        self.location = location
    }
}
