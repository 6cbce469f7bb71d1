/// One parsed request: its method, decoded path, query, header fields and body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method as sent, case-sensitive (RFC 9110 §9.1), for example `GET`.
    public let method: String
    /// The request target as sent (origin form: path and query, still percent-encoded).
    public let target: String
    /// The path, percent-decoded once; always starts with `/`, has no `.`/`..` segment, NUL or backslash.
    public let path: String
    /// The query's parameters (`+` and percent-escapes decoded); the first value of a repeated name wins.
    public let query: [String: String]
    /// The minor version of HTTP/1.x: 0 or 1.
    public let minorVersion: Int
    /// The header fields in order, names lower-cased, values without surrounding whitespace.
    public let headers: [(name: String, value: String)]
    /// The body (at most ``HTTPLimits/bodyBytes``).
    public let body: [UInt8]

    /// A request (the parser builds them; tests and handlers may too).
    public init(
        method: String, target: String, path: String, query: [String: String] = [:], minorVersion: Int = 1,
        headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.minorVersion = minorVersion
        self.headers = headers
        self.body = body
    }

    /// The value of the first field named `name` (any case), or nil.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// Every value of the fields named `name` (any case).
    public func headerValues(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return headers.filter { $0.name == wanted }.map(\.value)
    }

    /// Whether the client lets the connection stay open after this request (RFC 9112 §9.3).
    public var keepsAlive: Bool {
        let tokens = headerValues("connection").flatMap { $0.lowercased().split(separator: ",") }
            .map { $0.trimmingSpaces }
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    /// Whether two requests are the same, field by field.
    public static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
        left.method == right.method && left.target == right.target && left.path == right.path
            && left.query == right.query && left.minorVersion == right.minorVersion
            && left.headers.elementsEqual(right.headers) { $0.name == $1.name && $0.value == $1.value }
            && left.body == right.body
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
