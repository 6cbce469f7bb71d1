/// A three-way, per-field merge of one document's owned fields (the Firestore SDKs' rule that the
/// last write to the server wins per field).
///
/// Each side is compared with its own base — what it held after the last sync — so a lossy unit conversion
/// (kn → km/h → kn) never looks like an edit. A field changed on one side only is copied to the other; a field
/// changed on both sides to different values is a conflict: this sync's write is the later one, so the local
/// value wins and the field is reported. Without bases (never synced), `localWins` decides.
package struct FieldMerge: Sendable, Equatable {
    /// Fields to write to the server (name → local value).
    public var push: [String: FirestoreValue] = [:]
    /// Fields to apply locally (name → remote value).
    public var pull: [String: FirestoreValue] = [:]
    /// Fields changed on both sides to different values, sorted.
    public var conflicts: [String] = []

    /// Merges `local` and `remote` over `fields`.
    ///
    /// - Parameters:
    ///   - fields: the owned field names.
    ///   - local: the local fields now.
    ///   - localBase: the local fields after the last sync, or `nil` if never synced.
    ///   - remote: the remote fields now.
    ///   - remoteBase: the remote fields after the last sync, or `nil`.
    ///   - localWins: who wins a differing field when there are no bases.
    public init(
        fields: [String], local: [String: FirestoreValue], localBase: [String: FirestoreValue]?,
        remote: [String: FirestoreValue], remoteBase: [String: FirestoreValue]?, localWins: Bool = true
    ) {
        for field in fields where local[field] != remote[field] {
            let localChanged = localBase.map { $0[field] != local[field] } ?? localWins
            let remoteChanged = remoteBase.map { $0[field] != remote[field] } ?? !localWins
            let unsynced = localBase == nil && remoteBase == nil
            let bothChanged = unsynced ? local[field] != nil && remote[field] != nil : localChanged && remoteChanged
            if bothChanged { conflicts.append(field) }
            if localChanged, let value = local[field] {
                push[field] = value
            } else if remoteChanged, let value = remote[field] {
                pull[field] = value
            }
        }
        conflicts.sort()
    }

    /// New bases after a sync: `current` for every field except `pending` ones (not moved in this direction),
    /// which keep their `old` base value (absent when there was none) so the next sync still sees them changed.
    public static func rebase(
        _ old: [String: FirestoreValue]?, _ current: [String: FirestoreValue], pending: Set<String>
    ) -> [String: FirestoreValue] {
        var base = current
        for field in pending { base[field] = old?[field] }
        return base
    }

    /// Whether nothing needs to move.
    public var isEmpty: Bool { push.isEmpty && pull.isEmpty }
}
