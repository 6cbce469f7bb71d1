import Expectations
import Testing

@testable import MarineKit

@Suite struct FieldMergeTests {
    static let base: [String: FirestoreValue] = ["a": .integer(1), "b": .integer(2), "c": .integer(3)]

    /// One side changed → copied to the other; both changed differently → reported and held (neither side moves),
    /// or settled by ours/theirs; neither → nothing.
    @Test(arguments: [
        (SyncConflictPolicy.hold, ["a": FirestoreValue.integer(10)], ["b": FirestoreValue.integer(20)], Set(["c"])),
        (.ours, ["a": .integer(10), "c": .integer(30)], ["b": .integer(20)], Set<String>()),
        (.theirs, ["a": .integer(10)], ["b": .integer(20), "c": .integer(31)], Set<String>()),
    ])
    func mergesPerFieldAgainstEachSidesBase(
        policy: SyncConflictPolicy, push: [String: FirestoreValue], pull: [String: FirestoreValue], held: Set<String>
    ) {
        let merge = FieldMerge(
            fields: ["a", "b", "c"], local: ["a": .integer(10), "b": .integer(2), "c": .integer(30)],
            localBase: Self.base, remote: ["a": .integer(1), "b": .integer(20), "c": .integer(31)],
            remoteBase: Self.base, policy: policy)
        expectEqual(merge.push, push)
        expectEqual(merge.pull, pull)
        expectEqual(merge.conflicts, ["c"])
        expectEqual(merge.held, held)
    }

    /// Followers move with their leader: pulled waypoints bring the web's count, held waypoints hold it.
    @Test func followersMoveWithTheirLeader() {
        let base: [String: FirestoreValue] = ["waypoints": .integer(1), "waypointCount": .integer(3)]
        let local: [String: FirestoreValue] = ["waypoints": .integer(2), "waypointCount": .integer(4)]
        let remote: [String: FirestoreValue] = ["waypoints": .integer(3), "waypointCount": .integer(3)]
        let fields = ["waypoints", "waypointCount"]
        let held = FieldMerge(
            fields: fields, local: local, localBase: base, remote: remote, remoteBase: base,
            followers: WebRouteMapping.followers)
        #expect(held.push.isEmpty && held.pull.isEmpty)
        expectEqual(held.held, ["waypoints", "waypointCount"])
        let theirs = FieldMerge(
            fields: fields, local: local, localBase: base, remote: remote, remoteBase: base, policy: .theirs,
            followers: WebRouteMapping.followers)
        #expect(theirs.push.isEmpty)
        expectEqual(theirs.pull, remote)
    }

    /// A lossy conversion (kn → km/h) differs from the remote value but is no change on either side.
    @Test func aLossyMappingIsNoChange() {
        let merge = FieldMerge(
            fields: ["avgSpeed"], local: ["avgSpeed": .double(14.816000000000003)],
            localBase: ["avgSpeed": .double(14.816000000000003)], remote: ["avgSpeed": .integer(15)],
            remoteBase: ["avgSpeed": .integer(15)])
        #expect(merge.isEmpty)
    }

    @Test func withoutBasesTheChosenSideWinsAndDifferencesAreReported() {
        let local = FieldMerge(
            fields: ["a"], local: ["a": .integer(1)], localBase: nil, remote: ["a": .integer(2)], remoteBase: nil)
        expectEqual(local.push, ["a": .integer(1)])
        expectEqual(local.conflicts, ["a"])
        let remote = FieldMerge(
            fields: ["a"], local: [:], localBase: nil, remote: ["a": .integer(2)], remoteBase: nil, localWins: false)
        expectEqual(remote.pull, ["a": .integer(2)])
        #expect(remote.conflicts.isEmpty)
    }

    @Test func pendingFieldsKeepTheirOldBase() {
        let rebased = FieldMerge.rebase(
            Self.base, ["a": .integer(10), "b": .integer(20), "c": .integer(3)], pending: ["b"])
        expectEqual(rebased, ["a": .integer(10), "b": .integer(2), "c": .integer(3)])
    }
}
