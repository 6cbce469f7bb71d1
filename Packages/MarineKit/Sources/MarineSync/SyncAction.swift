/// One change a sync made (or, in a dry run, would make).
package struct SyncAction: Sendable, Equatable, Codable {
    /// What moved.
    public enum Change: String, Sendable, Codable {
        /// Created in the cloud.
        case uploaded
        /// Updated in the cloud.
        case updatedRemote
        /// Deleted in the cloud (deleted here first).
        case deletedRemote
        /// Created here from the cloud.
        case downloaded
        /// Updated here from the cloud.
        case updatedLocal
        /// Deleted here (deleted in the cloud first).
        case deletedLocal
        /// Linked to an equal document already in the cloud (nothing copied).
        case linked
        /// Deleted in the cloud but kept here (trips are append-only).
        case keptLocal
        /// Changed on both sides since the last sync and left as it is on both (``SyncConflictPolicy/hold``).
        case conflict
        /// Skipped: the cloud document cannot be stored here (bad name, duplicate name …).
        case skipped
    }

    /// Route, trip or settings.
    public var kind: SyncKind
    /// The local name: route name, trip start (ISO text), `boat`.
    public var item: String
    /// The change.
    public var change: Change
    /// Fields changed on both sides, sorted.
    public var conflicts: [String]
    /// How ``conflicts`` were settled: held (left as they are on both sides), ours or theirs; `nil` without
    /// conflicts.
    public var resolution: SyncConflictPolicy?

    /// Creates an action.
    public init(
        kind: SyncKind, item: String, change: Change, conflicts: [String] = [], resolution: SyncConflictPolicy? = nil
    ) {
        self.kind = kind
        self.item = item
        self.change = change
        self.conflicts = conflicts
        self.resolution = conflicts.isEmpty ? nil : resolution ?? .ours
    }
}
