import Foundation

/// Hands out a valid ID token, refreshing it through Firebase Auth five minutes before it expires (or when
/// Firestore answered 401), and remembers the newest session so the app can store a rotated refresh token.
package actor SyncTokenSource {
    /// Seconds before expiry at which the token is refreshed.
    public static let refreshMargin = 300.0
    private let auth: FirebaseAuthClient
    /// The current session.
    public private(set) var session: SyncSession

    /// Creates a source from a session (fresh from sign-in, or with an expired ID token and a stored refresh token).
    public init(auth: FirebaseAuthClient, session: SyncSession) {
        self.auth = auth
        self.session = session
    }

    /// A token valid for at least ``refreshMargin`` seconds.
    public func idToken(forceRefresh: Bool = false) async throws(SyncError) -> String {
        if forceRefresh || auth.now().addingTimeInterval(Self.refreshMargin) >= session.expiresAt {
            session = try await auth.refresh(session.refreshToken)
        }
        return session.idToken
    }
}
