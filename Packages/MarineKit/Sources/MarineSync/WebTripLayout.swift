/// How a trip is split over documents (firebase.google.com/docs/firestore/quotas): the parent `users/{uid}/trips/{id}`
/// in the web shape with
/// a downsampled `positions` (at most ``parentPositionLimit``, first and last kept, evenly spaced indexes) so the
/// web map still draws, and every position at full resolution in `trips/{id}/track/{seq}` chunks of at most
/// ``chunkSize``; the parent holds `pointCount` and `chunkCount`.
///
/// A web-shaped document holds at most about 18,700 positions before reaching 1 MiB (measured in the emulator,
/// firebase.google.com/docs/firestore/quotas), so 5,000 per document leaves room for larger maps and keeps index
/// entries far below 40,000.
package enum WebTripLayout {
    /// Positions kept in the parent document.
    public static let parentPositionLimit = 5_000
    /// Positions per track chunk.
    public static let chunkSize = 5_000

    /// The indexes of `count` positions kept in the parent: all when `count ≤ limit`, else `limit` evenly
    /// spaced indexes from the first to the last.
    public static func parentIndexes(count: Int, limit: Int = parentPositionLimit) -> [Int] {
        guard count > limit else { return Array(0..<count) }
        guard limit > 1 else { return limit == 1 ? [0] : [] }
        return (0..<limit).map { step in Int((Double(step) * Double(count - 1) / Double(limit - 1)).rounded()) }
    }

    /// The half-open index ranges of the chunks for `count` positions (empty for none).
    public static func chunkRanges(count: Int, size: Int = chunkSize) -> [Range<Int>] {
        stride(from: 0, to: count, by: max(1, size)).map { $0..<min(count, $0 + max(1, size)) }
    }
}
