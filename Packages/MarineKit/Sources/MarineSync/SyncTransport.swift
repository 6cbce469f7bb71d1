/// Performs one HTTP exchange for the sync clients (the counterpart of MarineKit's `OpenMeteoTransport`, which only
/// GETs).
///
/// The live implementation is `URLSessionSyncTransport` in the `MarineSyncLive` product, so only tools that talk
/// to the network link FoundationNetworking; tests use a local Firestore emulator and an Auth stand-in.
public protocol SyncTransport: Sendable {
    /// Sends `request`.
    ///
    /// - Returns: the reply, whatever its status.
    /// - Throws: ``SyncError/offline(detail:)`` when no reply arrived (timeout, refused, DNS).
    func send(_ request: SyncHTTPRequest) async throws(SyncError) -> HTTPReply
}
