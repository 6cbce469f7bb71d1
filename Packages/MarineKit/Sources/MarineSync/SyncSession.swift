import Foundation

/// A signed-in Firebase user: the short-lived ID token sent to Firestore and the refresh token kept on disk.
package struct SyncSession: Sendable, Equatable {
    /// The user's id (`localId` / `user_id`).
    public var userID: String
    /// The ID token (a JWT), sent as `Authorization: Bearer …`.
    public var idToken: String
    /// The refresh token; a secret, never printed.
    public var refreshToken: String
    /// When the ID token expires.
    public var expiresAt: Date

    /// Creates a session.
    public init(userID: String, idToken: String, refreshToken: String, expiresAt: Date) {
        self.userID = userID
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }
}
