import Foundation

/// Reads GPX 1.0/1.1 from OpenCPN and other producers, safely and in bounded memory.
///
/// Uses the internal `XMLScanner` (a streaming XML reader of our own, see there why not Foundation's `XMLParser`),
/// which refuses any document type declaration (GPX never needs one; refusing it rules out external-entity and
/// entity-expansion attacks). Unknown elements and foreign extensions are ignored; OpenCPN's `opencpn:` route and
/// point extensions are read by namespace. Missing names are generated ("Route 1", "WP 1"). Malformed XML,
/// including a truncated document, is reported with its 1-based line and column.
public struct GPXReader: Sendable {
    /// Largest input accepted, in bytes.
    ///
    /// The default, 64 MiB, holds the largest route ``GPXWriter`` writes
    /// within ``maximumPoints`` (250,000 points with name, notes, radius and speed, about 250 bytes each);
    /// memory does not grow with the input, only with the points kept.
    public var maximumBytes: Int
    /// Most points (route points, waypoints and track points together) accepted.
    public var maximumPoints: Int

    /// The default ``maximumBytes``: 64 MiB.
    public static let defaultMaximumBytes = 64 << 20

    /// Creates a reader with limits.
    public init(maximumBytes: Int = GPXReader.defaultMaximumBytes, maximumPoints: Int = 250_000) {
        self.maximumBytes = maximumBytes
        self.maximumPoints = maximumPoints
    }

    /// Parses GPX bytes.
    /// - Throws: ``InterchangeError`` for oversized, malformed, DTD-bearing or non-GPX input and for
    ///   invalid coordinates.
    public func read(_ data: Data) throws(InterchangeError) -> GPXDocument {
        guard data.count <= maximumBytes else { throw .tooLarge(bytes: data.count, limit: maximumBytes) }
        var offset = data.startIndex
        return try read { () throws(InterchangeError) -> Data? in
            guard offset < data.endIndex else { return nil }
            let end = min(offset + (1 << 20), data.endIndex)
            defer { offset = end }
            return data[offset..<end]
        }
    }

    /// Parses GPX arriving in chunks (for example 1 MiB reads of a file) until `nextChunk` returns nil; only
    /// one chunk is held at a time.
    ///
    /// - Parameters:
    ///   - nextChunk: the next bytes, or nil at the end.
    ///   - sink: where the routes go point by point, leaving ``GPXDocument/routes`` empty (``GPXRouteSink``);
    ///     nil collects them in the document.
    /// - Returns: the document (its waypoints and tracks, and its routes when `sink` is nil).
    /// - Throws: ``InterchangeError``, also ``InterchangeError/tooLarge(bytes:limit:)`` as soon as the chunks
    ///   pass ``maximumBytes``; errors `nextChunk` throws pass through.
    public func read(
        chunks nextChunk: @escaping () throws(InterchangeError) -> Data?, routes sink: (any GPXRouteSink)? = nil
    ) throws(InterchangeError) -> GPXDocument {
        var total = 0
        let limit = maximumBytes
        let cursor = XMLByteCursor { () throws(InterchangeError) -> [UInt8]? in
            guard let chunk = try nextChunk() else { return nil }
            total += chunk.count
            guard total <= limit else { throw .tooLarge(bytes: total, limit: limit) }
            return [UInt8](chunk)
        }
        let builder = GPXDocumentBuilder(maximumPoints: maximumPoints, routeSink: sink)
        var scanner = XMLScanner(cursor: cursor, handler: builder)
        try scanner.run()
        return builder.document
    }
}
