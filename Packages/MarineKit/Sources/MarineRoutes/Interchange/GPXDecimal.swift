/// Numbers in GPX attributes and elements, read as the GPX 1.1 schema types them (`xsd:decimal` for
/// `latitudeType`, `longitudeType` and `ele`): surrounding XML whitespace is allowed (the type's `whiteSpace`
/// facet is `collapse`, XML Schema Part 2 §3.2.3), the lexical form is `[+-]?digits[.digits]` only — no
/// exponent, no hexadecimal, no `inf`/`nan`, which Swift's `Double(_:)` would accept.
enum GPXDecimal {
    /// The value, or nil when the text is not an `xsd:decimal`.
    static func parse(_ text: String) -> Double? {
        var utf8 = Substring(text).utf8
        while let first = utf8.first, isSpace(first) { utf8.removeFirst() }
        while let last = utf8.last, isSpace(last) { utf8.removeLast() }
        var digits = 0
        var dots = 0
        var index = utf8.startIndex
        if let sign = utf8.first, sign == 0x2B || sign == 0x2D { index = utf8.index(after: index) }
        while index < utf8.endIndex {
            switch utf8[index] {
            case 0x30...0x39: digits += 1
            case 0x2E: dots += 1
            default: return nil
            }
            index = utf8.index(after: index)
        }
        guard digits > 0, dots <= 1 else { return nil }
        return Double(Substring(utf8))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
