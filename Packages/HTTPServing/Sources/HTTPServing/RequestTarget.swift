/// The request target's rules: origin form only, the path percent-decoded exactly once and kept inside the root.
enum RequestTarget {
    /// Splits and decodes `target`, or nil when it is refused (400): not starting with `/`, a bad or truncated
    /// percent-escape, invalid UTF-8, NUL or another control character, a backslash, or a `.`/`..` segment
    /// (before or after decoding: `%2e%2e` is refused like `..`).
    static func parse(_ target: String) -> (path: String, query: [String: String])? {
        guard target.hasPrefix("/") else { return nil }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let rawPath = parts.first, let bytes = decode(rawPath.utf8, plusIsSpace: false) else { return nil }
        guard let path = String(validating: bytes, as: UTF8.self), isSafe(path) else { return nil }
        let query = parts.count > 1 ? queryItems(parts[1]) : [:]
        return (path, query)
    }

    /// Whether a decoded path stays inside the root: no control characters, backslash or dot segments.
    static func isSafe(_ path: String) -> Bool {
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) else {
            return false
        }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == "." || $0 == ".." }
    }

    /// The query's `name=value` pairs, decoded (`+` is a space); pairs that do not decode are skipped.
    static func queryItems(_ query: Substring) -> [String: String] {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let nameBytes = decode(halves[0].utf8, plusIsSpace: true),
                let name = String(validating: nameBytes, as: UTF8.self),
                let valueBytes = decode((halves.count > 1 ? halves[1] : "").utf8, plusIsSpace: true),
                let value = String(validating: valueBytes, as: UTF8.self), items[name] == nil
            else { continue }
            items[name] = value
        }
        return items
    }

    /// Percent-decodes once; nil on a `%` not followed by two hex digits.
    static func decode(_ text: Substring.UTF8View, plusIsSpace: Bool) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                output.append(high << 4 | low)
            } else {
                output.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
