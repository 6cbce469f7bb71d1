import Testing

@testable import MarineKit

@Suite struct FieldMergeTests {
    static let base: [String: FirestoreValue] = ["a": .integer(1), "b": .integer(2), "c": .integer(3)]

    /// One side changed → copied to the other; both changed differently → local wins, reported; neither → nothing.
    @Test func mergesPerFieldAgainstEachSidesBase() {
        let merge = FieldMerge(
            fields: ["a", "b", "c"], local: ["a": .integer(10), "b": .integer(2), "c": .integer(30)],
            localBase: Self.base, remote: ["a": .integer(1), "b": .integer(20), "c": .integer(31)],
            remoteBase: Self.base)
        #expect(merge.push == ["a": .integer(10), "c": .integer(30)])
        #expect(merge.pull == ["b": .integer(20)])
        #expect(merge.conflicts == ["c"])
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
        #expect(local.push == ["a": .integer(1)])
        #expect(local.conflicts == ["a"])
        let remote = FieldMerge(
            fields: ["a"], local: [:], localBase: nil, remote: ["a": .integer(2)], remoteBase: nil, localWins: false)
        #expect(remote.pull == ["a": .integer(2)])
        #expect(remote.conflicts.isEmpty)
    }

    @Test func pendingFieldsKeepTheirOldBase() {
        let rebased = FieldMerge.rebase(
            Self.base, ["a": .integer(10), "b": .integer(20), "c": .integer(3)], pending: ["b"])
        #expect(rebased == ["a": .integer(10), "b": .integer(2), "c": .integer(3)])
    }
}
