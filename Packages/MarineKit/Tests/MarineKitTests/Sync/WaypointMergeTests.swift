import Expectations
import Testing

@testable import MarineKit

/// Waypoints merged per waypoint (issue 29): each side against its own base, by position.
@Suite struct WaypointMergeTests {
    /// Lists as letters (one waypoint each): local base, local, remote base, remote, policy → local, remote,
    /// conflicts (numbered from 1), or nil (no per-waypoint answer: the whole list is one field).
    @Test(
        arguments: [
            ("abc", "aXc", "abc", "abY", SyncConflictPolicy.hold, "aXY", "aXY", [Int]()),  // different waypoints
            ("abc", "Xbc", "abc", "Ybc", .hold, "Xbc", "Ybc", [1]),  // the same one: held, each keeps its own
            ("abc", "XbZ", "abc", "Ybc", .ours, "XbZ", "XbZ", [1]),
            ("abc", "XbZ", "abc", "YbW", .theirs, "YbW", "YbW", [1, 3]),
            ("abc", "aXc", "abc", "aXc", .hold, "aXc", "aXc", []),  // the same edit on both sides
            ("abc", "abcd", "abc", "Ybc", .hold, "Ybcd", "Ybcd", []),  // added here, edited there before it
            ("abc", "ac", "abc", "abY", .hold, "aY", "aY", []),  // removed there after an edit here
            ("abc", "Xbc", "abc", "bc", .hold, "", "", []),  // edit to the waypoint the other side removed
            ("abc", "abcd", "abc", "ab", .hold, "", "", []),  // added and removed on both sides
            ("abc", "aXc", "ab", "aY", .hold, "", "", []),  // bases of different lengths
        ] as [(String, String, String, String, SyncConflictPolicy, String, String, [Int])])
    func mergesPerWaypoint(
        localBase: String, local: String, remoteBase: String, remote: String, policy: SyncConflictPolicy,
        mergedLocal: String, mergedRemote: String, conflicts: [Int]
    ) {
        let list = { (text: String) in text.map { FirestoreValue.string(String($0)) } }
        let merge = WaypointMerge(
            localBase: list(localBase), local: list(local), remoteBase: list(remoteBase), remote: list(remote),
            policy: policy)
        if mergedLocal.isEmpty {
            #expect(merge == nil)
        } else {
            expectEqual(merge?.local, list(mergedLocal))
            expectEqual(merge?.remote, list(mergedRemote))
            expectEqual(merge?.conflicts, conflicts)
            #expect(merge?.held == (policy == .hold ? conflicts.map { $0 - 1 } : []))
        }
    }
}
