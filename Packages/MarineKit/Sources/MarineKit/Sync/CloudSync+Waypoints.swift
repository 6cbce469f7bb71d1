/// A route whose waypoints changed on both sides, merged per waypoint (``WaypointMerge``) before the field merge.
struct WaypointMergePlan {
    /// The field merge's request: the local `waypoints` (and the fields that follow them) replaced by what the cloud
    /// should hold, the remote base's `waypoints` by the cloud's list, so the field merge pushes the merged list.
    var request: DocumentMergeRequest
    /// The merge.
    var merge: WaypointMerge
    /// The bases' `waypoints` of the last sync, kept at held positions.
    var localBase: [FirestoreValue]
    var remoteBase: [FirestoreValue]

    /// The conflict names for the report: `waypoints.N`, waypoint N (from 1) changed on both sides.
    var conflictNames: [String] { merge.conflicts.map { "waypoints.\($0)" } }
}

extension CloudSync {
    /// The per-waypoint plan when both sides changed a linked route's waypoints and a per-waypoint answer exists;
    /// nil leaves the whole list to the field merge.
    func waypointMergePlan(_ request: DocumentMergeRequest, document: FirestoreDocument, id: String)
        -> WaypointMergePlan?
    {
        guard let link = request.link, var remoteBase = FirestoreFieldsText.decode(link.remoteBase),
            let localBaseList = FirestoreFieldsText.decode(link.localBase)?["waypoints"]?.elements,
            let remoteBaseList = remoteBase["waypoints"]?.elements,
            let local = request.local["waypoints"]?.elements, let remote = document.fields["waypoints"]?.elements,
            local != localBaseList, remote != remoteBaseList,
            let merge = WaypointMerge(
                localBase: localBaseList, local: local, remoteBase: remoteBaseList, remote: remote,
                policy: conflictPolicy),
            let target = try? WebRouteMapping.route(
                from: request.local.merging(["waypoints": .array(merge.remote)]) { $1 })
        else { return nil }
        var adjusted = request
        adjusted.local = WebRouteMapping.fields(of: target, id: id)
        remoteBase["waypoints"] = .array(remote)
        adjusted.link?.remoteBase = FirestoreFieldsText.encode(remoteBase)
        return WaypointMergePlan(
            request: adjusted, merge: merge, localBase: localBaseList, remoteBase: remoteBaseList)
    }
}

extension WaypointMergePlan {
    /// The link after the sync with the held waypoints' old base versions put back, so the next sync finds each
    /// held conflict again (and only those).
    func keepingHeld(_ link: SyncLinkState) -> SyncLinkState {
        guard !merge.held.isEmpty else { return link }
        var link = link
        link.localBase = Self.restore(link.localBase, from: localBase, at: merge.held)
        link.remoteBase = Self.restore(link.remoteBase, from: remoteBase, at: merge.held)
        return link
    }

    private static func restore(_ text: String?, from base: [FirestoreValue], at positions: [Int]) -> String? {
        guard var fields = FirestoreFieldsText.decode(text), var list = fields["waypoints"]?.elements else {
            return text
        }
        for index in positions where list.indices.contains(index) && base.indices.contains(index) {
            list[index] = base[index]
        }
        fields["waypoints"] = .array(list)
        return FirestoreFieldsText.encode(fields)
    }
}

extension DocumentMergeResult {
    /// Adds the per-waypoint conflicts to the report: `waypoints.N` beside the other fields, settled by `policy`.
    mutating func applyWaypoints(_ plan: WaypointMergePlan, policy: SyncConflictPolicy) {
        guard !plan.merge.conflicts.isEmpty else { return }
        conflicts = (conflicts + plan.conflictNames).sorted()
        if policy == .hold { resolution = .hold } else if resolution == .hold, held.isEmpty { resolution = policy }
    }
}
