/// A three-way merge of a route's `waypoints` per waypoint, for a route whose waypoints changed on both sides since
/// the last sync (issue 29: edits to different waypoints used to be one conflict on the whole list).
///
/// Each side is compared with its own base (what it held after the last sync, in its own units), waypoint by
/// waypoint, by position. A waypoint changed on one side only takes that side's version on both; a waypoint changed
/// on both sides to different versions is a conflict, settled by the ``SyncConflictPolicy``: held (each side keeps
/// its own version of that waypoint, everything else merges), ours or theirs. One side may also add or remove
/// waypoints while the other edits some in place: the edits before and after the added or removed stretch move to
/// the right positions. When both sides add or remove waypoints, one side edits a waypoint inside the stretch the
/// other added or removed, or the bases disagree in length, there is no per-waypoint answer: `nil`, and the whole
/// list is merged (or held) as one field, as before.
package struct WaypointMerge: Sendable, Equatable {
    /// What this side's list becomes (each element a waypoint map as written on that side).
    public var local: [FirestoreValue]
    /// What the cloud's list becomes.
    public var remote: [FirestoreValue]
    /// The waypoints changed on both sides to different versions, numbered from 1 in the merged list, sorted.
    public var conflicts: [Int]
    /// The positions (from 0) of the held conflicts in ``local`` and ``remote``; the next sync's bases keep their old
    /// versions there so it finds the conflict again.
    public var held: [Int]

    /// Merges the lists, or nil when there is no per-waypoint answer (see the type's description).
    public init?(
        localBase: [FirestoreValue], local: [FirestoreValue], remoteBase: [FirestoreValue], remote: [FirestoreValue],
        policy: SyncConflictPolicy
    ) {
        guard localBase.count == remoteBase.count else { return nil }
        let base = localBase.count
        switch (local.count == base, remote.count == base) {
        case (true, true):
            self.init(inPlace: (localBase, local), (remoteBase, remote), policy: policy)
        case (false, true):
            guard let list = Self.onto(structural: (localBase, local), edits: (remoteBase, remote)) else { return nil }
            self.init(local: list, remote: list, conflicts: [], held: [])
        case (true, false):
            guard let list = Self.onto(structural: (remoteBase, remote), edits: (localBase, local)) else { return nil }
            self.init(local: list, remote: list, conflicts: [], held: [])
        case (false, false):
            return nil
        }
    }

    private init(local: [FirestoreValue], remote: [FirestoreValue], conflicts: [Int], held: [Int]) {
        self.local = local
        self.remote = remote
        self.conflicts = conflicts
        self.held = held
    }

    /// Both lists kept their length: position by position.
    private init(
        inPlace ours: (base: [FirestoreValue], now: [FirestoreValue]),
        _ theirs: (base: [FirestoreValue], now: [FirestoreValue]), policy: SyncConflictPolicy
    ) {
        self.init(local: ours.now, remote: theirs.now, conflicts: [], held: [])
        for index in ours.now.indices {
            let localChanged = ours.now[index] != ours.base[index]
            let remoteChanged = theirs.now[index] != theirs.base[index]
            if localChanged && remoteChanged && ours.now[index] != theirs.now[index] {
                conflicts.append(index + 1)
                switch policy {
                case .hold: held.append(index)
                case .ours: remote[index] = ours.now[index]
                case .theirs: local[index] = theirs.now[index]
                }
            } else if localChanged {
                remote[index] = ours.now[index]
            } else if remoteChanged {
                local[index] = theirs.now[index]
            }
        }
    }

    /// The structural side's list with the other side's in-place edits moved onto it, or nil when an edit lies
    /// inside the stretch the structural side added or removed.
    private static func onto(
        structural: (base: [FirestoreValue], now: [FirestoreValue]),
        edits: (base: [FirestoreValue], now: [FirestoreValue])
    ) -> [FirestoreValue]? {
        let base = structural.base
        let now = structural.now
        var prefix = 0
        while prefix < min(base.count, now.count), base[prefix] == now[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(base.count, now.count) - prefix, base[base.count - 1 - suffix] == now[now.count - 1 - suffix]
        {
            suffix += 1
        }
        var list = now
        for index in edits.now.indices where edits.now[index] != edits.base[index] {
            if index < prefix {
                list[index] = edits.now[index]
            } else if index >= base.count - suffix {
                list[index - base.count + now.count] = edits.now[index]
            } else {
                return nil
            }
        }
        return list
    }
}
