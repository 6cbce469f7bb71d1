import Foundation

/// A small, strict JSON reader (RFC 8259) over UTF-8 bytes, giving a tree of ``JSONValue``s.
///
/// No Foundation `Codable` or `JSONSerialization` machinery is involved. It reads the string catalogs and the unit
/// table at every start of a tool (with it, `unitconv 1 mile km` runs 19.8 M instructions instead of 24.6 M with
/// `JSONSerialization` for the catalogs and `JSONDecoder` for the unit table; callgrind, release build) and the large
/// Open-Meteo and Firestore answers (an answer for 50 positions is about 1 MB). Nesting deeper than
/// ``maximumDepth`` is refused, so hostile input cannot exhaust the stack.
public struct JSONScanner {
    /// Why the text is not JSON, with the byte offset.
    public struct Failure: Error, Equatable, Sendable {
        /// Byte offset of the problem, from 0.
        public let offset: Int
        /// What was expected there, in English (for logs and messages that quote it).
        public let expected: String
    }

    let bytes: [UInt8]
    var position = 0
    private var depth = 0
    /// Deepest nesting accepted (the answers nest 4 levels; this guards the stack against hostile input).
    public static let maximumDepth = 64

    /// Parses one JSON text (surrounding whitespace allowed, nothing after it).
    public static func parse(_ data: Data) throws(Failure) -> JSONValue {
        try parse([UInt8](data))
    }

    /// Parses one JSON text from its UTF-8 bytes (surrounding whitespace allowed, nothing after it).
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes)
        let value = try scanner.value()
        scanner.skipWhitespace()
        guard scanner.position == scanner.bytes.count else { throw scanner.failure("end of text") }
        return value
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func failure(_ expected: String) -> Failure {
        Failure(offset: position, expected: expected)
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw failure("a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            return try nested { (scanner: inout JSONScanner) throws(Failure) in try scanner.object() }
        case UInt8(ascii: "["):
            return try nested { (scanner: inout JSONScanner) throws(Failure) in try scanner.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .number(try number())
        }
    }

    private mutating func nested(
        _ body: (inout JSONScanner) throws(Failure) -> JSONValue
    ) throws(Failure) -> JSONValue {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("less nesting") }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("\(word)") }
        let matches = word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
        }
        guard matches else { throw failure("\(word)") }
        position += count
    }

    private mutating func array() throws(Failure) -> JSONValue {
        position += 1
        var items: [JSONValue] = []
        items.reserveCapacity(8)  // most arrays of our tables are short: no regrowth while they fill
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            guard position < bytes.count else { throw failure("] or ,") }
            position += 1
            if bytes[position - 1] == UInt8(ascii: "]") { return .array(items) }
            guard bytes[position - 1] == UInt8(ascii: ",") else {
                position -= 1
                throw failure("] or ,")
            }
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        position += 1
        // Room for a table row's members up front: a dictionary that grows from empty rehashes its keys at every
        // doubling (about a fifth of reading units.json at each start, issue 17's cold start).
        var members: [String: JSONValue] = [:]
        members.reserveCapacity(8)
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("a key") }
            let key = try string()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure(":") }
            position += 1
            members[key] = try value()
            skipWhitespace()
            guard position < bytes.count else { throw failure("} or ,") }
            position += 1
            if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[position - 1] == UInt8(ascii: ",") else {
                position -= 1
                throw failure("} or ,")
            }
        }
    }
}
