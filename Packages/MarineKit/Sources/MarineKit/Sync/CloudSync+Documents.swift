import Foundation

/// The outcome of merging one document's owned fields.
struct DocumentMergeResult {
    /// Fields to apply locally.
    var pulled: [String: FirestoreValue]
    /// Fields written to the cloud.
    var pushed: [String: FirestoreValue]
    /// Fields deleted in the cloud (cleared here).
    var cleared: Set<String> = []
    /// Fields changed on both sides.
    var conflicts: [String]
    /// Conflicting fields left as they are on both sides (``SyncConflictPolicy/hold``).
    var held: Set<String> = []
    /// Fields not moved in this direction.
    var pending: Set<String>
    /// How the conflicts were settled.
    var resolution: SyncConflictPolicy = .hold
    /// The link to save once the local side is updated.
    var link: SyncLinkState
    /// The local base before this sync.
    var oldLocalBase: [String: FirestoreValue]?

    /// Sets the link's local base from the local fields as stored after this sync (the mapping can be lossy).
    mutating func rebaseLocal(_ stored: [String: FirestoreValue]) {
        link.localBase = FirestoreFieldsText.encode(FieldMerge.rebase(oldLocalBase, stored, pending: pending))
    }
}

/// One document merged per field: which fields, under which map (`settings` or the top level), and extras for
/// a create.
struct DocumentMergeRequest {
    /// Relative path.
    var path: String
    /// The map field holding the owned fields (`["settings"]`), or `[]` for top-level fields.
    var prefix: [String]
    /// The owned field names.
    var owned: [String]
    /// The local owned fields now.
    var local: [String: FirestoreValue]
    /// The link from the last sync, if any.
    var link: SyncLinkState?
    /// Who wins differing fields when never synced.
    var localWins: Bool
    /// Leader field → fields that move with it (see ``FieldMerge``).
    var followers: [String: [String]] = [:]
}

extension CloudSync {
    /// Merges one document, retrying when its precondition fails; writes nothing when `dryRun`.
    func mergeDocument(
        _ request: DocumentMergeRequest, first: FirestoreDocument?, direction: SyncDirection, dryRun: Bool,
        into report: inout SyncReport
    ) async throws -> DocumentMergeResult {
        var document = first
        for _ in 0..<maximumAttempts {
            let remote = Self.ownedFields(of: document, request)
            let merge = FieldMerge(
                fields: request.owned, local: request.local,
                localBase: FirestoreFieldsText.decode(request.link?.localBase), remote: remote,
                remoteBase: FirestoreFieldsText.decode(request.link?.remoteBase), localWins: request.localWins,
                policy: conflictPolicy, followers: request.followers)
            let push = direction.pushes ? merge.push : [:]
            let clear = direction.pushes ? merge.clear : []
            let pull = direction.pulls ? merge.pull : [:]
            var updateTime = document?.updateTime
            if !push.isEmpty || !clear.isEmpty, !dryRun {
                let write = write(request, push, clear: clear, document)
                guard let written = try await conditionalCommit(write, into: &report) else {
                    document = try await self.remote.get(request.path)
                    continue
                }
                updateTime = written
            }
            let pending = Set(merge.push.keys).subtracting(push.keys).union(Set(merge.pull.keys).subtracting(pull.keys))
                .union(merge.held).union(merge.clear.subtracting(clear))
            let localNow = request.local.merging(pull) { $1 }
            let remoteNow = remote.merging(push) { $1 }.filter { !clear.contains($0.key) }
            let link = SyncLinkState(
                path: request.path, updateTime: updateTime,
                localBase: FirestoreFieldsText.encode(
                    FieldMerge.rebase(FirestoreFieldsText.decode(request.link?.localBase), localNow, pending: pending)),
                remoteBase: FirestoreFieldsText.encode(
                    FieldMerge.rebase(FirestoreFieldsText.decode(request.link?.remoteBase), remoteNow, pending: pending)
                ))
            let resolution: SyncConflictPolicy =
                !merge.held.isEmpty
                ? .hold : conflictPolicy != .hold ? conflictPolicy : request.localWins ? .ours : .theirs
            return DocumentMergeResult(
                pulled: pull, pushed: push, cleared: clear, conflicts: merge.conflicts, held: merge.held,
                pending: pending,
                resolution: resolution, link: link,
                oldLocalBase: FirestoreFieldsText.decode(request.link?.localBase))
        }
        throw SyncError.conflict(path: request.path)
    }

    private static func ownedFields(of document: FirestoreDocument?, _ request: DocumentMergeRequest)
        -> [String: FirestoreValue]
    {
        guard let document else { return [:] }
        let fields = request.prefix.isEmpty ? document.fields : document.fields[request.prefix[0]]?.fields ?? [:]
        return fields.filter { request.owned.contains($0.key) }
    }

    /// The update: `push` written, `clear` named in the mask without a value (Firestore deletes such a field).
    private func write(
        _ request: DocumentMergeRequest, _ push: [String: FirestoreValue], clear: Set<String>,
        _ document: FirestoreDocument?
    ) -> FirestoreWrite {
        let fields = request.prefix.isEmpty ? push : [request.prefix[0]: .map(push)]
        let precondition: FirestorePrecondition = document?.updateTime.map { .updateTime($0) } ?? .exists(false)
        var stamps = [["updatedAt"]]
        if document == nil { stamps.append(["createdAt"]) }
        return FirestoreWrite(
            .update(name: remote.documentName(request.path), fields: fields),
            updateMask: Set(push.keys).union(clear).sorted().map { request.prefix + [$0] }, serverTimestamps: stamps,
            precondition: precondition)
    }
}

extension DocumentMergeResult {
    /// The report line of this merge: `change` with the conflicts and how they were settled.
    func action(_ kind: SyncKind, _ item: String, _ change: SyncAction.Change) -> SyncAction {
        SyncAction(kind: kind, item: item, change: change, conflicts: conflicts, resolution: resolution)
    }
}
