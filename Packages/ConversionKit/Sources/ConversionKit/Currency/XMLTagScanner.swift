import Foundation

/// One tag of a flat XML file and the text after it up to the next tag (trimmed).
struct XMLTag: Equatable {
    /// The element's name (`Cube`, `Currency`).
    let name: String
    /// The attributes, single- or double-quoted in the file.
    let attributes: [String: String]
    /// `</name>`.
    let isClosing: Bool
    /// The text between this tag and the next, spaces trimmed.
    let text: String
}

/// Splits bytes into ``XMLTag``s: enough for the rate files (``RatesFileParser``), not a general XML parser
/// (no entities, CDATA or comments containing `>`); declarations (`<?…?>`, `<!…>`) are skipped.
enum XMLTagScanner {
    /// The tags of `bytes`, in order.
    static func tags(in bytes: [UInt8]) -> [XMLTag] {
        var tags: [XMLTag] = []
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")),
            let close = bytes[open...].firstIndex(of: UInt8(ascii: ">"))
        {
            let next = bytes[close...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.endIndex
            let inner = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            let text = String(decoding: bytes[(close + 1)..<next], as: UTF8.self)
            if let tag = tag(inner, text: text) { tags.append(tag) }
            index = next
        }
        return tags
    }

    /// The tag written `<inner>`, nil for declarations.
    static func tag(_ inner: String, text: String) -> XMLTag? {
        guard let first = inner.first, first != "?", first != "!" else { return nil }
        var body = Substring(inner)
        let isClosing = body.first == "/"
        if isClosing { body = body.dropFirst() }
        if body.last == "/" { body = body.dropLast() }
        let name = body.prefix { !$0.isWhitespace }
        return XMLTag(
            name: String(name), attributes: attributes(body.dropFirst(name.count)), isClosing: isClosing,
            text: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `key='value' key2="value2"`.
    static func attributes(_ text: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            var value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = value.first, quote == "'" || quote == "\"" else { break }
            value = value.dropFirst()
            guard let end = value.firstIndex(of: quote) else { break }
            attributes[key] = String(value[..<end])
            rest = value[value.index(after: end)...]
        }
        return attributes
    }
}
