/// An HTTP status code and its reason phrase (RFC 9110 §15).
public struct HTTPStatus: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The three-digit code, 100…599.
    public let code: Int
    /// The reason phrase sent on the status line (RFC 9110's name for the code).
    public let reason: String

    /// A status with its reason phrase.
    public init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `200 OK`.
    public var description: String { "\(code) \(reason)" }

    /// 200.
    public static let ok = HTTPStatus(200, "OK")
    /// 201.
    public static let created = HTTPStatus(201, "Created")
    /// 204.
    public static let noContent = HTTPStatus(204, "No Content")
    /// 304: the client's copy (`If-None-Match`) is current.
    public static let notModified = HTTPStatus(304, "Not Modified")
    /// 400: malformed, ambiguous or refused request (bad Host, TE with CL, a path leaving the root).
    public static let badRequest = HTTPStatus(400, "Bad Request")
    /// 401: pairing (a session) required.
    public static let unauthorized = HTTPStatus(401, "Unauthorized")
    /// 403: the session's scope or the request's origin does not allow it.
    public static let forbidden = HTTPStatus(403, "Forbidden")
    /// 404.
    public static let notFound = HTTPStatus(404, "Not Found")
    /// 405: sent with `Allow`.
    public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    /// 408: the request (head and body) did not arrive within the deadline.
    public static let requestTimeout = HTTPStatus(408, "Request Timeout")
    /// 409: the request conflicts with the current state.
    public static let conflict = HTTPStatus(409, "Conflict")
    /// 413: the body is larger than the cap.
    public static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    /// 414: the request line is longer than the cap.
    public static let uriTooLong = HTTPStatus(414, "URI Too Long")
    /// 415: the body is not of a supported media type.
    public static let unsupportedMediaType = HTTPStatus(415, "Unsupported Media Type")
    /// 422: the body is well-formed but its values are refused.
    public static let unprocessableContent = HTTPStatus(422, "Unprocessable Content")
    /// 429: too many attempts.
    public static let tooManyRequests = HTTPStatus(429, "Too Many Requests")
    /// 431: the header section is larger than the cap or has too many fields.
    public static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// 500.
    public static let internalServerError = HTTPStatus(500, "Internal Server Error")
    /// 501: a request `Transfer-Encoding` (not supported).
    public static let notImplemented = HTTPStatus(501, "Not Implemented")
    /// 503: the server is at its connection cap.
    public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    /// 504: a deferred answer took longer than ``HTTPLimits/deferredAnswerDeadline``.
    public static let gatewayTimeout = HTTPStatus(504, "Gateway Timeout")
    /// 505: an HTTP major version other than 1.
    public static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
