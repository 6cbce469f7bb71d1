/// Why a sync step failed; messages live in the sync catalog under `error.sync.*`.
///
/// Nothing local is changed by a step that throws: the engine applies remote data only after the writes it
/// depends on were accepted.
public enum SyncError: Error, Sendable, Equatable {
    /// Firebase Auth refused the email/password pair (`INVALID_LOGIN_CREDENTIALS`, `INVALID_PASSWORD`,
    /// `EMAIL_NOT_FOUND`).
    case wrongPassword
    /// The stored refresh token no longer works (`TOKEN_EXPIRED`, `INVALID_REFRESH_TOKEN`, `USER_DISABLED`,
    /// `USER_NOT_FOUND`): sign in again.
    case sessionExpired
    /// No refresh token is stored.
    case notSignedIn
    /// Firebase Auth refused for another reason; `code` is its error code (e.g. `TOO_MANY_ATTEMPTS_TRY_LATER`).
    case authRejected(code: String)
    /// Security rules refused access (HTTP 403) to `path`.
    case permissionDenied(path: String)
    /// No answer: no network, refused connection, timeout; `detail` names it.
    case offline(detail: String)
    /// HTTP 429 or 5xx answered every retry; `status` is the last one.
    case serverBusy(status: Int)
    /// The cloud answered 404 where Firestore never does for a signed-in user's own tree: a listing (Firestore
    /// lists a collection that does not exist as empty, with 200), or a document read whose answer is not
    /// Firestore's `NOT_FOUND` error. The address, project or database is wrong; nothing is read as empty.
    case notFound(path: String)
    /// Another HTTP error; `status` and the server's message.
    case rejected(status: Int, message: String)
    /// The answer is not the documented JSON; `detail` says what was wrong.
    case malformedAnswer(detail: String)
    /// `path` kept changing under us: every retry of a conditional write failed its precondition.
    case conflict(path: String)
    /// A document would exceed Firestore's 1 MiB limit (`bytes` is our size estimate).
    case documentTooLarge(path: String, bytes: Int)
    /// A document would exceed Firestore's 40,000 index entries (`entries` is our count).
    case tooManyIndexEntries(path: String, entries: Int)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .wrongPassword: "error.sync.wrongPassword"
        case .sessionExpired: "error.sync.sessionExpired"
        case .notSignedIn: "error.sync.notSignedIn"
        case .authRejected: "error.sync.authRejected"
        case .permissionDenied: "error.sync.permissionDenied"
        case .offline: "error.sync.offline"
        case .serverBusy: "error.sync.serverBusy"
        case .notFound: "error.sync.notFound"
        case .rejected: "error.sync.rejected"
        case .malformedAnswer: "error.sync.malformed"
        case .conflict: "error.sync.conflict"
        case .documentTooLarge: "error.sync.documentTooLarge"
        case .tooManyIndexEntries: "error.sync.tooManyIndexEntries"
        }
    }

    /// Positional arguments of the message (`{0}`, `{1}`).
    public var messageArguments: [String] {
        switch self {
        case .wrongPassword, .sessionExpired, .notSignedIn: []
        case .authRejected(let code): [code]
        case .permissionDenied(let path), .conflict(let path), .notFound(let path): [path]
        case .offline(let detail), .malformedAnswer(let detail): [detail]
        case .serverBusy(let status): [String(status)]
        case .rejected(let status, let message): [String(status), message]
        case .documentTooLarge(let path, let bytes): [path, String(bytes)]
        case .tooManyIndexEntries(let path, let entries): [path, String(entries)]
        }
    }

    /// Whether the failure is the network's or the server's (exit 69) rather than the user's data or account.
    public var isUnavailable: Bool {
        switch self {
        case .offline, .serverBusy, .malformedAnswer, .rejected, .notFound: true
        default: false
        }
    }
}
