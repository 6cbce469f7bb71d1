/// A three-way, per-field merge of one document's owned fields (the Firestore SDKs' rule that the
/// last write to the server wins per field).
///
/// Each side is compared with its own base — what it held after the last sync — so a lossy unit conversion
/// (kn → km/h → kn) never looks like an edit. A field changed on one side only is copied to the other; a field
/// changed on both sides to different values is a conflict, reported and settled by the ``SyncConflictPolicy``:
/// held (neither side changes, so the next sync reports it again), ours or theirs. Without bases (never synced),
/// `localWins` decides unless the policy names a side.
///
/// A follower field (`totalDistance` and `waypointCount` follow `waypoints`) moves with its leader: pushed,
/// pulled or held with it, never on its own, so a document never carries one side's waypoints with the other
/// side's count.
package struct FieldMerge: Sendable, Equatable {
    /// Fields to write to the server (name → local value).
    public var push: [String: FirestoreValue] = [:]
    /// Fields to apply locally (name → remote value; `null` for a field deleted in the cloud since the last sync).
    public var pull: [String: FirestoreValue] = [:]
    /// Fields changed on both sides to different values, sorted.
    public var conflicts: [String] = []
    /// Fields held by ``SyncConflictPolicy/hold`` (moved in neither direction), followers included.
    public var held: Set<String> = []
    /// Fields cleared here since the last sync and still set in the cloud: deleted there (named in the update mask
    /// without a value), so clearing a boat's name here clears the web app's too.
    public var clear: Set<String> = []

    /// Merges `local` and `remote` over `fields`.
    ///
    /// - Parameters:
    ///   - fields: the owned field names.
    ///   - local: the local fields now.
    ///   - localBase: the local fields after the last sync, or `nil` if never synced.
    ///   - remote: the remote fields now.
    ///   - remoteBase: the remote fields after the last sync, or `nil`.
    ///   - localWins: who wins a differing field when there are no bases.
    ///   - policy: what to do with a field changed on both sides.
    ///   - followers: leader field → the fields that move with it.
    public init(
        fields: [String], local: [String: FirestoreValue], localBase: [String: FirestoreValue]?,
        remote: [String: FirestoreValue], remoteBase: [String: FirestoreValue]?, localWins: Bool = true,
        policy: SyncConflictPolicy = .hold, followers: [String: [String]] = [:]
    ) {
        let following = Set(followers.values.joined())
        let unsynced = localBase == nil && remoteBase == nil
        for field in fields where !following.contains(field) && local[field] != remote[field] {
            let localChanged = localBase.map { $0[field] != local[field] } ?? localWins
            let remoteChanged = remoteBase.map { $0[field] != remote[field] } ?? !localWins
            let bothChanged = unsynced ? local[field] != nil && remote[field] != nil : localChanged && remoteChanged
            let changed = (local: localChanged, remote: remoteChanged)
            let side = bothChanged ? settle(field, policy, unsynced: unsynced, otherwise: changed) : changed
            guard let side else { continue }
            if side.local, let value = local[field] {
                push[field] = value
            } else if side.local, !unsynced, local[field] == nil {
                clear.insert(field)  // cleared here, still set in the cloud (local != remote)
            } else if side.remote || (unsynced && local[field] == nil), let value = remote[field] {
                pull[field] = value  // never synced and unset here: nothing to keep, take the cloud's
            } else if side.remote, !unsynced, remote[field] == nil {
                pull[field] = .null  // deleted in the cloud: cleared here (the mapping reads null as "not set")
            }
        }
        conflicts.sort()
        moveFollowers(followers, local: local, remote: remote)
    }

    /// Records a field changed on both sides and says which side's value moves: nil when held (synced before
    /// and ``SyncConflictPolicy/hold``); never synced and held, `otherwise` (the `localWins` rule).
    private mutating func settle(
        _ field: String, _ policy: SyncConflictPolicy, unsynced: Bool, otherwise: (local: Bool, remote: Bool)
    ) -> (local: Bool, remote: Bool)? {
        conflicts.append(field)
        switch policy {
        case .hold where !unsynced:
            held.insert(field)
            return nil
        case .hold: return otherwise
        case .ours: return (true, false)
        case .theirs: return (false, true)
        }
    }

    /// Gives each follower its leader's direction (pushed, pulled or held).
    private mutating func moveFollowers(
        _ followers: [String: [String]], local: [String: FirestoreValue], remote: [String: FirestoreValue]
    ) {
        for (leader, fields) in followers {
            for field in fields {
                if push[leader] != nil, let value = local[field], value != remote[field] { push[field] = value }
                if pull[leader] != nil, let value = remote[field], value != local[field] { pull[field] = value }
                if held.contains(leader), local[field] != nil || remote[field] != nil { held.insert(field) }
            }
        }
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

    /// Whether nothing needs to move and nothing is held.
    public var isEmpty: Bool { push.isEmpty && pull.isEmpty && held.isEmpty && clear.isEmpty }
}
