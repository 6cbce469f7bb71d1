/// A remote copy of a local item, as a sync remembers it.
///
/// It names the document, the server version last seen and the opaque merge bases the caller keeps.
/// Domain-free: `kind` and `localKey` are the caller's words.
public struct SyncLink: Codable, Identifiable, Sendable, Equatable {
    /// `kind/localKey`, unique.
    public var id: String
    /// What the item is (`route`, `trip`, …).
    public var kind: String
    /// The item's local key.
    public var localKey: String
    /// The remote document's path.
    public var remotePath: String
    /// The remote version last seen (Firestore's `updateTime`), or nil.
    public var remoteVersion: String?
    /// Opaque text the caller keeps with the link (merge bases).
    public var localBase: String?
    /// Opaque text the caller keeps with the link (merge bases).
    public var remoteBase: String?

    /// Creates a link.
    public init(
        kind: String, localKey: String, remotePath: String, remoteVersion: String?, localBase: String? = nil,
        remoteBase: String? = nil
    ) {
        self.id = "\(kind)/\(localKey)"
        self.kind = kind
        self.localKey = localKey
        self.remotePath = remotePath
        self.remoteVersion = remoteVersion
        self.localBase = localBase
        self.remoteBase = remoteBase
    }
}
