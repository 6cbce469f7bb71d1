/// Header field lines and the framing rules of RFC 9112 §6 (no obs-fold, no whitespace before the colon, one
/// unambiguous body length).
enum HeaderField {
    /// `name: value` with the name lower-cased and the value trimmed, or nil (a fold, a bad name, a control byte).
    static func parse(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
            let name = RequestLine.token(line[line.startIndex..<colon])
        else { return nil }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
        let text = Substring(String(decoding: value, as: UTF8.self)).trimmingSpaces
        return (name.lowercased(), text)
    }

    /// The body's length from `Content-Length`, or the status refusing the framing: 400 for `Transfer-Encoding`
    /// with `Content-Length` (request smuggling, RFC 9112 §6.3) or differing or malformed lengths, 501 for a
    /// `Transfer-Encoding` alone (not supported), 413 above `cap`.
    static func bodyLength(_ fields: [(name: String, value: String)], cap: Int) -> Result<Int, HTTPStatus> {
        let lengths = fields.filter { $0.name == "content-length" }.map(\.value)
        let encoded = fields.contains { $0.name == "transfer-encoding" }
        if encoded { return .failure(lengths.isEmpty ? .notImplemented : .badRequest) }
        guard let first = lengths.first else { return .success(0) }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 12,
            first.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let length = Int(first)
        else { return .failure(.badRequest) }
        return length > cap ? .failure(.contentTooLarge) : .success(length)
    }
}
