/// Firestore's per-document limits, checked on the client because the emulator does not enforce all of them
/// (firebase.google.com/docs/firestore/quotas; the emulator accepts more than 40,000 index entries).
///
/// Sizes follow Firestore's "Storage size calculations" page (firebase.google.com/docs/firestore/storage-size):
/// a string is its UTF-8 bytes + 1; a number, timestamp 8; a boolean, null 1; a geopoint 16; an array the sum of
/// its elements; a map the sum of its keys and values; a document name the sum of its path segments + 16; a
/// document its name + fields + 32. Index entries follow the automatic single-field indexes: two (ascending,
/// descending) per non-array leaf, one (`array-contains`) per distinct array element.
package enum FirestoreLimits {
    /// Maximum size of a document: 1 MiB (1,048,576 bytes) minus 4 bytes (Firestore "Usage and limits").
    public static let maximumDocumentBytes = 1_048_572
    /// Maximum index entries per document (Firestore "Usage and limits").
    public static let maximumIndexEntries = 40_000

    /// The storage size of a document at `path` (relative, `users/U/trips/T`) with `fields`.
    public static func documentBytes(path: String, fields: [String: FirestoreValue]) -> Int {
        nameBytes(path) + mapBytes(fields) + 32
    }

    /// The automatic single-field index entries of `fields`.
    public static func indexEntries(_ fields: [String: FirestoreValue]) -> Int {
        fields.values.reduce(0) { $0 + indexEntries(of: $1) }
    }

    /// Throws when a document breaks the size or index-entry limit.
    ///
    /// - Throws: ``SyncError/documentTooLarge(path:bytes:)``, ``SyncError/tooManyIndexEntries(path:entries:)``.
    public static func check(path: String, fields: [String: FirestoreValue]) throws(SyncError) {
        let bytes = documentBytes(path: path, fields: fields)
        guard bytes <= maximumDocumentBytes else { throw .documentTooLarge(path: path, bytes: bytes) }
        let entries = indexEntries(fields)
        guard entries <= maximumIndexEntries else { throw .tooManyIndexEntries(path: path, entries: entries) }
    }

    /// The size of a value.
    public static func valueBytes(_ value: FirestoreValue) -> Int {
        switch value {
        case .null, .boolean: 1
        case .integer, .double, .timestamp: 8
        case .string(let text): text.utf8.count + 1
        case .bytes(let base64): base64.utf8.count * 3 / 4
        case .reference(let name): nameBytes(name)
        case .geoPoint: 16
        case .array(let values): values.reduce(0) { $0 + valueBytes($1) }
        case .map(let fields): mapBytes(fields)
        }
    }

    private static func mapBytes(_ fields: [String: FirestoreValue]) -> Int {
        fields.reduce(0) { $0 + $1.key.utf8.count + 1 + valueBytes($1.value) }
    }

    private static func nameBytes(_ path: String) -> Int {
        path.split(separator: "/").reduce(16) { $0 + $1.utf8.count + 1 }
    }

    private static func indexEntries(of value: FirestoreValue) -> Int {
        switch value {
        case .map(let fields): indexEntries(fields)
        case .array(let values): distinctCount(values)
        default: 2
        }
    }

    private static func distinctCount(_ values: [FirestoreValue]) -> Int {
        var seen: [FirestoreValue] = []
        var count = 0
        // Positions are distinct almost always (time differs); compare neighbours only, an upper bound.
        for value in values where seen.last != value {
            seen = [value]
            count += 1
        }
        return count
    }
}
