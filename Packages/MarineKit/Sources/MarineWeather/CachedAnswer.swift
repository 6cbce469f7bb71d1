import Foundation

/// One API answer as kept in the forecast cache: the positions asked, the body exactly as the API sent it
/// (JSON text), and the instant it was fetched.
///
/// Keeping the raw answer makes a cache write and read cost one short text each (no re-encoding of 168 hours ×
/// 9 series per position) and decodes a cached answer exactly like a fresh one.
public struct CachedAnswer: Sendable, Equatable, Codable {
    /// When the answer was received.
    public var fetchedAt: Date
    /// The rounded positions of the request, in request order (the answer's locations follow this order).
    public var cells: [GeoCoordinate]
    /// The answer body, UTF-8 JSON text as received.
    public var body: String

    /// Creates a cache entry.
    public init(fetchedAt: Date, cells: [GeoCoordinate], body: String) {
        self.fetchedAt = fetchedAt
        self.cells = cells
        self.body = body
    }
}
