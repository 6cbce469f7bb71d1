import CLIKit
import MarineKit

/// `data erase --remote`: deletes the signed-in user's synced copy — every route, every trip with its track
/// chunks, and the `users/{uid}` document with the boat settings — in commits of at most 500 writes (Firestore's
/// limit per commit, firebase.google.com/docs/firestore/quotas).
enum RemoteErase {
    /// Deletes the remote copy; returns the number of documents deleted.
    ///
    /// - Throws: not signed in (65), or a sync failure (65/69); nothing local has been touched then.
    static func run(_ context: CommandContext) async throws -> Int {
        let (credentials, _, remote) = try SyncSupport.remote(context)
        do {
            return try await delete(remote: remote, user: "users/\(credentials.userID)")
        } catch {
            throw SyncSupport.failure(error)
        }
    }

    /// Deletes `user`'s routes, trips (chunks first) and the user document.
    static func delete(remote: any SyncRemote, user: String) async throws(SyncError) -> Int {
        var names: [String] = []
        for route in try await remote.list("\(user)/routes", mask: ["id"]) { names.append(route.name) }
        for trip in try await remote.list("\(user)/trips", mask: ["id"]) {
            let chunks = try await remote.list("\(user)/trips/\(trip.documentID)/track", mask: ["count"])
            names += chunks.map(\.name) + [trip.name]
        }
        names.append(remote.documentName(user))
        var start = 0
        while start < names.count {
            let batch = names[start..<min(names.count, start + 500)]
            _ = try await remote.commit(batch.map { FirestoreWrite(.delete(name: $0)) })
            start += 500
        }
        return names.count
    }
}
