/// The cloud side of a sync: one signed-in user's Firestore documents, addressed by paths relative to the
/// database's `documents` root (`users/U/routes/R`).
///
/// The live implementation is ``FirestoreRESTClient`` (Firestore REST v1 over a ``SyncTransport``).
package protocol SyncRemote: Sendable {
    /// The signed-in user's id (`localId`); their tree is `users/{userID}`.
    var userID: String { get }
    /// The full document name of a relative path (`projects/P/databases/(default)/documents/…`).
    func documentName(_ path: String) -> String
    /// The document at `path`, or `nil` when it does not exist.
    func get(_ path: String) async throws(SyncError) -> FirestoreDocument?
    /// Every document of the collection at `path` (all pages), with only `mask` fields when given.
    func list(_ path: String, mask: [String]?) async throws(SyncError) -> [FirestoreDocument]
    /// Applies `writes` atomically; returns each write's new `updateTime` (`nil` for a delete).
    ///
    /// - Throws: ``SyncError/conflict(path:)`` when a precondition fails (409 ALREADY_EXISTS, 400
    ///   FAILED_PRECONDITION, 404 NOT_FOUND), ``SyncError/permissionDenied(path:)`` on 403.
    func commit(_ writes: [FirestoreWrite]) async throws(SyncError) -> [String?]
}
