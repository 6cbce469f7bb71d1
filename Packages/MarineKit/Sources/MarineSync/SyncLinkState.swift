/// What the sync remembers about one local item and its document: the path, the server's `updateTime` when
/// last seen, and both sides' owned fields after the last sync (JSON text of a `fields` object, see
/// `FieldMerge`).
public struct SyncLinkState: Sendable, Equatable, Codable {
    /// Relative document path, `users/U/routes/R`.
    public var path: String
    /// The document's `updateTime` after the last sync; `nil` once the document was deleted remotely.
    public var updateTime: String?
    /// The local fields after the last sync (Firestore `fields` JSON), or `nil`.
    public var localBase: String?
    /// The remote fields after the last sync, or `nil`.
    public var remoteBase: String?

    /// Creates a link.
    public init(path: String, updateTime: String?, localBase: String? = nil, remoteBase: String? = nil) {
        self.path = path
        self.updateTime = updateTime
        self.localBase = localBase
        self.remoteBase = remoteBase
    }
}
