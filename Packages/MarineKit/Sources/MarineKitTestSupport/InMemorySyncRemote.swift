import Foundation
import MarineSync

/// `SyncRemote` in memory, with Firestore's write semantics: preconditions (`exists`, `updateTime`), update
/// masks (dotted paths into maps), `REQUEST_TIME` transforms and atomic commits; for tests of `CloudSync`.
///
/// ``beforeCommit`` runs once before the next commit, so a test can change a document between the engine's read
/// and its write (a concurrent edit in the web app).
package final class InMemorySyncRemote: SyncRemote, @unchecked Sendable {
    /// The signed-in user.
    public let userID: String
    /// A change to make right before the next commit (then cleared).
    public var beforeCommit: ((InMemorySyncRemote) -> Void)?
    /// Commits accepted so far.
    public private(set) var commits = 0
    /// Commits refused for a failed precondition.
    public private(set) var refusedCommits = 0
    private let lock = NSLock()
    private var documents: [String: FirestoreDocument] = [:]
    private var clock = 0

    /// Creates an empty database for `userID`.
    public init(userID: String) {
        self.userID = userID
    }

    /// `projects/demo/databases/(default)/documents/<path>`.
    public func documentName(_ path: String) -> String {
        "projects/demo/databases/(default)/documents/\(path)"
    }

    /// Stores a document as another client would (replacing it), with a new update time.
    public func put(_ path: String, _ fields: [String: FirestoreValue]) {
        lock.withLock { _ = store(path, fields) }
    }

    /// The stored document, if any.
    public func get(_ path: String) async throws(SyncError) -> FirestoreDocument? {
        lock.withLock { documents[path] }
    }

    /// The direct children of a collection, by name.
    public func list(_ path: String, mask: [String]?) async throws(SyncError) -> [FirestoreDocument] {
        lock.withLock {
            documents.filter { key, _ in
                key.hasPrefix(path + "/") && !key.dropFirst(path.count + 1).contains("/")
            }.sorted { $0.key < $1.key }.map { _, document in
                var listed = document
                if let mask { listed.fields = listed.fields.filter { mask.contains($0.key) } }
                return listed
            }
        }
    }

    /// Applies the writes atomically, or none when a precondition fails.
    public func commit(_ writes: [FirestoreWrite]) async throws(SyncError) -> [String?] {
        let hook = lock.withLock { () -> ((InMemorySyncRemote) -> Void)? in
            defer { beforeCommit = nil }
            return beforeCommit
        }
        hook?(self)
        return try lock.withLock { apply(writes) }.get()
    }

    private func apply(_ writes: [FirestoreWrite]) -> Result<[String?], SyncError> {
        for write in writes {
            let path = relative(write.documentName)
            guard holds(write.precondition, documents[path]) else {
                refusedCommits += 1
                return .failure(.conflict(path: path))
            }
        }
        commits += 1
        return .success(writes.map(apply))
    }

    private func relative(_ name: String) -> String {
        name.components(separatedBy: "/documents/").last ?? name
    }

    private func holds(_ precondition: FirestorePrecondition?, _ document: FirestoreDocument?) -> Bool {
        switch precondition {
        case nil: true
        case .exists(let exists): (document != nil) == exists
        case .updateTime(let time): document?.updateTime == time
        }
    }

    private func apply(_ write: FirestoreWrite) -> String? {
        let path = relative(write.documentName)
        guard case .update(_, let given) = write.operation else {
            documents[path] = nil
            return nil
        }
        var fields = write.updateMask == nil ? given : documents[path]?.fields ?? [:]
        for mask in write.updateMask ?? [] { Self.set(Self.value(at: mask, in: given), at: mask, in: &fields) }
        for stamp in write.serverTimestamps { Self.set(.timestamp(nextTime()), at: stamp, in: &fields) }
        return store(path, fields, create: documents[path]?.createTime)
    }

    @discardableResult
    private func store(_ path: String, _ fields: [String: FirestoreValue], create: String? = nil) -> String {
        let time = nextTime()
        documents[path] = FirestoreDocument(
            name: documentName(path), fields: fields, createTime: create ?? time, updateTime: time)
        return time
    }

    private func nextTime() -> String {
        clock += 1
        return "2026-01-01T00:00:00.\(String(format: "%06d", clock))Z"
    }

    private static func value(at path: [String], in fields: [String: FirestoreValue]) -> FirestoreValue? {
        guard let head = path.first else { return nil }
        return path.count == 1
            ? fields[head] : fields[head]?.fields.flatMap { value(at: Array(path.dropFirst()), in: $0) }
    }

    private static func set(_ value: FirestoreValue?, at path: [String], in fields: inout [String: FirestoreValue]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            fields[head] = value
            return
        }
        var inner = fields[head]?.fields ?? [:]
        set(value, at: Array(path.dropFirst()), in: &inner)
        fields[head] = .map(inner)
    }
}
