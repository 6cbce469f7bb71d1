/// The request line: `METHOD SP request-target SP HTTP-version` (RFC 9112 §3), strictly: single spaces, a token
/// method, an origin-form target and `HTTP/1.0` or `HTTP/1.1`.
struct RequestLine: Sendable {
    let method: String
    let target: String
    let path: String
    let query: [String: String]
    let minorVersion: Int

    /// The line, or the status refusing it: 400 (malformed, a refused target), 505 (another major version).
    static func parse(_ bytes: ArraySlice<UInt8>) -> Result<RequestLine, HTTPStatus> {
        let parts = bytes.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), let target = visible(parts[1]) else {
            return .failure(.badRequest)
        }
        let version = Array(parts[2])
        let prefix = Array("HTTP/".utf8)
        guard version.count == 8, version.starts(with: prefix), version[6] == UInt8(ascii: "."),
            let major = digit(version[5]), let minor = digit(version[7])
        else { return .failure(.badRequest) }
        guard major == 1 else { return .failure(.versionNotSupported) }
        guard let (path, query) = RequestTarget.parse(target) else { return .failure(.badRequest) }
        return .success(
            RequestLine(method: method, target: target, path: path, query: query, minorVersion: min(minor, 1)))
    }

    /// The text of a token (RFC 9110 §5.6.2: visible ASCII except delimiters), or nil.
    static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy(isTokenCharacter) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` may appear in a token.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        guard byte > 0x20, byte < 0x7F else { return false }
        return !"\"(),/:;<=>?@[\\]{}".utf8.contains(byte)
    }

    private static func visible(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
