extension JSONScanner {
    /// The value of one member of a top-level JSON object, found without building the others.
    ///
    /// The keys are compared as they are read and every other member's value is skipped byte by byte, so looking
    /// up one text costs a pass over the bytes instead of a tree of every entry (`unitconv 1 mile km` needs three
    /// texts of a 16 KB catalog: 2.7 M instructions to decode it whole, callgrind, issue 17). Only the found value is
    /// parsed, strictly. Skipped values are not checked: a caller that must know the whole text is JSON parses it
    /// with `parse(_:)`.
    ///
    /// - Parameters:
    ///   - key: the member's name.
    ///   - bytes: UTF-8 JSON whose top level is an object.
    /// - Returns: the member's value, or nil when the object has no such member.
    /// - Throws: `Failure` when the top level is not an object or the text breaks off.
    static func member(_ key: String, in bytes: [UInt8]) throws(Failure) -> JSONValue? {
        var scanner = JSONScanner(bytes: bytes)
        scanner.skipWhitespace()
        guard scanner.position < bytes.count, bytes[scanner.position] == UInt8(ascii: "{") else {
            throw scanner.failure("{")
        }
        scanner.position += 1
        scanner.skipWhitespace()
        if scanner.position < bytes.count, bytes[scanner.position] == UInt8(ascii: "}") { return nil }
        let wanted = Array(key.utf8)
        while true {
            if let found = try scanner.nextMember(matching: wanted) { return found }
            scanner.skipWhitespace()
            guard scanner.position < bytes.count else { throw scanner.failure("} or ,") }
            scanner.position += 1
            if bytes[scanner.position - 1] == UInt8(ascii: "}") { return nil }
            guard bytes[scanner.position - 1] == UInt8(ascii: ",") else { throw scanner.failure("} or ,") }
        }
    }

    /// Reads `"key": value`: the value when the key is `wanted`, otherwise nil with the value skipped.
    private mutating func nextMember(matching wanted: [UInt8]) throws(Failure) -> JSONValue? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("a key") }
        let matches = try keyMatches(wanted)
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure(":") }
        position += 1
        if matches { return try value() }
        try skipValue()
        return nil
    }

    /// Reads a key (the scanner stands on its opening quote) and tells whether it is `wanted`; a key holding
    /// escapes is decoded first.
    private mutating func keyMatches(_ wanted: [UInt8]) throws(Failure) -> Bool {
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return Array(try string().utf8) == wanted }
        position = end + 1
        return bytes[start..<end].elementsEqual(wanted)
    }

    /// Steps over one value (a string, an object or array with everything in it, a number or a literal) without
    /// building it; nesting is counted, not recursed into.
    private mutating func skipValue() throws(Failure) {
        skipWhitespace()
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                try skipString()
                if depth == 0 { return }
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                guard depth > 0 else { return }
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            } else if byte == UInt8(ascii: ","), depth == 0 {
                return
            }
            position += 1
        }
        throw failure("a value")
    }

    /// Steps over a string literal, escapes included; the scanner stands on its opening quote.
    private mutating func skipString() throws(Failure) {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
        throw failure("\"")
    }
}
