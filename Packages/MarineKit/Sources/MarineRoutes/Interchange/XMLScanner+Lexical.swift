extension XMLScanner {
    /// XML whitespace (XML 1.0 §2.3 production S).
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == XMLSyntax.space || byte == XMLSyntax.lineFeed || byte == XMLSyntax.tab
            || byte == XMLSyntax.carriageReturn
    }

    /// Whether a byte may appear in a name: not whitespace and not a markup delimiter (names are otherwise
    /// taken as written; non-ASCII letters arrive as UTF-8 bytes ≥ 0x80).
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x20, XMLSyntax.doubleQuote, XMLSyntax.apostrophe, XMLSyntax.slash, XMLSyntax.lessThan,
            XMLSyntax.equals,
            XMLSyntax.greaterThan, XMLSyntax.question, XMLSyntax.exclamation, XMLSyntax.ampersand, XMLSyntax.semicolon,
            XMLSyntax.leftBracket,
            XMLSyntax.rightBracket:
            false
        default: true
        }
    }

    /// Skips whitespace; returns whether there was any.
    @discardableResult
    mutating func skipSpace() throws(InterchangeError) -> Bool {
        var skipped = false
        while let byte = try cursor.peek(), Self.isSpace(byte) {
            cursor.advance()
            skipped = true
        }
        return skipped
    }

    /// A name (element, attribute or processing-instruction target); it may not start with a digit, `-` or `.`.
    mutating func name() throws(InterchangeError) -> [UInt8] {
        var bytes: [UInt8] = []
        while let byte = try cursor.peek(), Self.isNameByte(byte) {
            cursor.advance()
            bytes.append(byte)
        }
        guard let first = bytes.first, !(0x30...0x39).contains(first), first != XMLSyntax.hyphen, first != 0x2E else {
            throw malformed("expected a name")
        }
        return bytes
    }

    /// A quoted attribute value, references expanded, tab/line feed/carriage return as spaces (XML 1.0 §3.3.3).
    mutating func attributeValue() throws(InterchangeError) -> String {
        guard let quote = try cursor.peek(), quote == XMLSyntax.doubleQuote || quote == XMLSyntax.apostrophe else {
            throw malformed("expected a quoted attribute value")
        }
        cursor.advance()
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard let byte = try cursor.next() else { throw malformed("the input ends inside an attribute value") }
            switch byte {
            case quote: return try decode(scratch)
            case XMLSyntax.lessThan: throw malformed("< in an attribute value")
            case XMLSyntax.ampersand: try appendReference()
            case XMLSyntax.carriageReturn:
                if try cursor.peek() == XMLSyntax.lineFeed { cursor.advance() }
                scratch.append(XMLSyntax.space)
            case XMLSyntax.tab, XMLSyntax.lineFeed: scratch.append(XMLSyntax.space)
            case 0..<XMLSyntax.space: throw malformed("a control character")
            default: scratch.append(byte)
            }
        }
    }

    /// Character data up to the next `<`; line ends normalized to line feeds (XML 1.0 §2.11).
    mutating func text() throws(InterchangeError) {
        scratch.removeAll(keepingCapacity: true)
        let start = (line: cursor.line, column: cursor.column)
        var blank = true
        while let byte = try cursor.peek(), byte != XMLSyntax.lessThan {
            cursor.advance()
            switch byte {
            case XMLSyntax.ampersand:
                try appendReference()
                blank = false
                continue
            case XMLSyntax.carriageReturn:
                if try cursor.peek() == XMLSyntax.lineFeed { cursor.advance() }
                scratch.append(XMLSyntax.lineFeed)
                continue
            case XMLSyntax.space, XMLSyntax.tab, XMLSyntax.lineFeed: break
            case 0..<XMLSyntax.space: throw malformed("a control character")
            default: blank = false
            }
            scratch.append(byte)
        }
        guard !open.isEmpty else {
            guard blank else {
                let side = sawRoot ? "after" : "before"
                throw .malformedXML(line: start.line, column: start.column, message: "text \(side) the root element")
            }
            return
        }
        handler.characters(try decode(scratch))
    }

    /// Reads a reference after its `&` and appends its text to `scratch` as UTF-8.
    ///
    /// It is one of the five predefined entities (XML 1.0 §4.6) or a
    /// character reference to an XML character (§2.2, §4.1). Other entities are undefined without a DTD.
    mutating func appendReference() throws(InterchangeError) {
        var name: [UInt8] = []
        while true {
            guard let byte = try cursor.next() else { throw malformed("the input ends inside a reference") }
            if byte == XMLSyntax.semicolon { break }
            guard name.count < 10, byte > XMLSyntax.space, byte != XMLSyntax.lessThan else {
                throw malformed("a reference without ;")
            }
            name.append(byte)
        }
        guard let scalar = XMLSyntax.predefined[name] ?? Self.characterReference(name) else {
            throw malformed("undefined entity &\(String(decoding: name, as: UTF8.self));")
        }
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// `#123` or `#x7B` to a character XML allows (XML 1.0 §2.2 production Char).
    static func characterReference(_ name: [UInt8]) -> Unicode.Scalar? {
        guard name.first == XMLSyntax.hash else { return nil }
        let hex = name.dropFirst().first == 0x78
        let digits = String(decoding: name.dropFirst(hex ? 2 : 1), as: UTF8.self)
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: hex ? 16 : 10),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xFFFD).contains(value) || value > 0xFFFF
        return allowed && (hex || digits.allSatisfy(\.isWholeNumber)) ? scalar : nil
    }

    /// Strict UTF-8 text (ASCII, the common case, skips the validating decoder).
    func decode(_ bytes: [UInt8]) throws(InterchangeError) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw malformed("not UTF-8") }
        return text
    }
}
