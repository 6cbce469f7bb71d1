import Foundation

/// A response to send: status, header fields and body.
///
/// Serializing adds the framing fields and the security headers every answer carries (``securityHeaders``).
public struct HTTPResponse: Sendable {
    /// The status.
    public var status: HTTPStatus
    /// Header fields besides the framing and security ones (which serializing adds).
    public var headers: [(name: String, value: String)]
    /// The body (not sent for HEAD or a 304, whose `Content-Length` is still the GET's).
    public var body: [UInt8]

    /// A response; `cacheControl` defaults to `no-store` (API answers, errors).
    public init(
        status: HTTPStatus, contentType: String? = nil, body: [UInt8] = [], cacheControl: String = "no-store",
        headers: [(name: String, value: String)] = []
    ) {
        self.status = status
        self.body = body
        self.headers = [("Cache-Control", cacheControl)] + (contentType.map { [("Content-Type", $0)] } ?? []) + headers
    }

    /// A plain-text answer.
    public static func text(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    /// A JSON answer (`application/json`, `no-store`).
    public static func json(_ status: HTTPStatus, _ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: body)
    }

    /// The security headers of every answer: a strict Content-Security-Policy (only this origin's scripts,
    /// styles, images and connections; no inline script; no framing; no `<base>`), no MIME sniffing, no referrer,
    /// no framing by older browsers, and resources for this origin only.
    public static let securityHeaders: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; connect-src 'self'; style-src 'self'; script-src 'self'; "
                + "object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    /// The value of the first field named `name` (any case), or nil.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The bytes on the wire: status line, fields (`Date`, `Content-Length`, `Connection` when closing, the
    /// security headers, each unless the response carries its own field of that name), blank line, and the body
    /// unless `headOnly` or the status has none (1xx, 204, 304).
    public func serialized(date: Date, headOnly: Bool, closing: Bool) -> [UInt8] {
        serialized(date: date, headOnly: headOnly, closing: closing, delimitedByClose: false)
    }

    /// The bytes on the wire; `delimitedByClose`: no `Content-Length`, the body ends when the connection closes
    /// (an event stream, RFC 9112 §6.3).
    func serialized(date: Date, headOnly: Bool, closing: Bool, delimitedByClose: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\nDate: \(HTTPDate.text(date))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let bodiless = status.code == 204 || status.code == 304 || status.code < 200
        if status.code != 204 && status.code >= 200 && !delimitedByClose { head += "Content-Length: \(body.count)\r\n" }
        if closing { head += "Connection: close\r\n" }
        // A response carrying its own field of one of these names replaces that one (a page that may load images
        // from a host the user chose), never adds a second.
        for (name, value) in Self.securityHeaders where header(name) == nil { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if !headOnly && !bodiless { bytes += body }
        return bytes
    }
}
