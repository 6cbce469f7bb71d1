import Foundation
import Localization

/// Firebase Auth over REST (firebase.google.com/docs/reference/rest): email/password sign-in
/// (`accounts:signInWithPassword`) and token refresh (`securetoken … /v1/token`).
package struct FirebaseAuthClient: Sendable {
    /// The endpoints.
    public let endpoints: FirebaseEndpoints
    /// The project's public web API key (sent as `?key=`).
    public let apiKey: String
    /// The HTTP transport.
    public let transport: any SyncTransport
    /// The clock, for token expiry.
    public let now: @Sendable () -> Date

    /// Creates a client.
    public init(
        endpoints: FirebaseEndpoints, apiKey: String, transport: any SyncTransport, now: @escaping @Sendable () -> Date
    ) {
        self.endpoints = endpoints
        self.apiKey = apiKey
        self.transport = transport
        self.now = now
    }

    /// Signs in with email and password.
    ///
    /// - Throws: ``SyncError/wrongPassword`` for `INVALID_LOGIN_CREDENTIALS`, `INVALID_PASSWORD`,
    ///   `EMAIL_NOT_FOUND`; ``SyncError/authRejected(code:)`` for other Auth errors; transport errors.
    public func signIn(email: String, password: String) async throws(SyncError) -> SyncSession {
        var writer = FirestoreJSONWriter()
        writer.raw("{\"email\":")
        writer.string(email)
        writer.raw(",\"password\":")
        writer.string(password)
        writer.raw(",\"returnSecureToken\":true}")
        let url = endpoints.identityToolkit.appendingPathComponent("accounts:signInWithPassword")
        let object = try await exchange(url, body: Data(writer.text.utf8), type: "application/json")
        return try session(object, id: "localId", token: "idToken", refresh: "refreshToken", expires: "expiresIn")
    }

    /// A fresh ID token for a stored refresh token.
    ///
    /// - Throws: ``SyncError/sessionExpired`` when the refresh token is no longer accepted.
    public func refresh(_ refreshToken: String) async throws(SyncError) -> SyncSession {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let encoded = refreshToken.addingPercentEncoding(withAllowedCharacters: allowed) ?? refreshToken
        let body = Data("grant_type=refresh_token&refresh_token=\(encoded)".utf8)
        let object = try await exchange(endpoints.secureToken, body: body, type: "application/x-www-form-urlencoded")
        return try session(object, id: "user_id", token: "id_token", refresh: "refresh_token", expires: "expires_in")
    }

    private func exchange(_ url: URL, body: Data, type: String) async throws(SyncError) -> [String: JSONValue] {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "key", value: apiKey)]
        let request = SyncHTTPRequest(
            method: "POST", url: components?.url ?? url, headers: ["Content-Type": type], body: body)
        let reply = try await transport.send(request)
        guard case .object(let object) = try FirestoreJSONReader.parse(reply.body) else {
            throw .malformedAnswer(detail: "an Auth answer is not an object")
        }
        guard reply.status == 200 else { throw Self.error(object, status: reply.status) }
        return object
    }

    private func session(
        _ object: [String: JSONValue], id: String, token: String, refresh: String, expires: String
    ) throws(SyncError) -> SyncSession {
        guard let userID = FirestoreJSONReader.string(object, id),
            let idToken = FirestoreJSONReader.string(object, token),
            let refreshToken = FirestoreJSONReader.string(object, refresh)
        else { throw .malformedAnswer(detail: "an Auth answer without \(id), \(token) or \(refresh)") }
        let seconds = FirestoreJSONReader.string(object, expires).flatMap(Double.init) ?? 3600
        return SyncSession(
            userID: userID, idToken: idToken, refreshToken: refreshToken, expiresAt: now().addingTimeInterval(seconds))
    }

    /// The error of an Auth error body `{"error":{"message":"CODE : detail"}}`.
    static func error(_ object: [String: JSONValue], status: Int) -> SyncError {
        guard case .object(let error) = object["error"], let message = FirestoreJSONReader.string(error, "message")
        else {
            return status >= 500 || status == 429 ? .serverBusy(status: status) : .rejected(status: status, message: "")
        }
        let code = String(message.prefix { $0 != " " && $0 != ":" })
        switch code {
        case "INVALID_LOGIN_CREDENTIALS", "INVALID_PASSWORD", "EMAIL_NOT_FOUND": return .wrongPassword
        case "TOKEN_EXPIRED", "INVALID_REFRESH_TOKEN", "USER_DISABLED", "USER_NOT_FOUND", "INVALID_ID_TOKEN":
            return .sessionExpired
        default: return .authRejected(code: code)
        }
    }
}
