extension XMLScanner {
    /// After `<!`: a comment, a CDATA section (inside the root element) or a refused document type declaration.
    mutating func declarationOrComment(line: Int, column: Int) throws(InterchangeError) {
        switch try cursor.peek() {
        case XMLSyntax.hyphen:
            try expect("--")
            try skip(until: Array("-->".utf8))
        case XMLSyntax.leftBracket:
            try expect("[CDATA[")
            guard !open.isEmpty else { throw malformed("a CDATA section outside the root element") }
            try cdata()
        case 0x44:
            try expect("DOCTYPE")
            throw .documentTypeNotAllowed(line: line, column: column)
        default: throw malformed("expected a comment or CDATA section after <!")
        }
    }

    /// After `<?`: a processing instruction, skipped; `<?xml …?>` only as the very first thing, where its
    /// `encoding` is read (UTF-8 and ASCII as they are, ISO 8859-1 transcoded, anything else refused).
    mutating func processingInstruction() throws(InterchangeError) {
        let target = String(decoding: try name(), as: UTF8.self)
        let body = try skip(until: Array("?>".utf8))
        guard target.lowercased() == "xml" else { return }
        guard atStart, target == "xml" else { throw malformed("an XML declaration that is not at the start") }
        guard let encoding = Self.pseudoAttribute("encoding", in: String(decoding: body, as: UTF8.self)) else {
            return
        }
        switch encoding.uppercased() {
        case "UTF-8", "UTF8", "US-ASCII", "ASCII": return
        case "ISO-8859-1", "ISO8859-1", "LATIN1", "ISO_8859-1": cursor.switchToLatin1()
        default: throw .unsupportedEncoding(name: encoding)
        }
    }

    /// The value of `name="…"` or `name='…'` in an XML declaration.
    static func pseudoAttribute(_ name: String, in text: String) -> String? {
        guard let range = text.range(of: name) else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// The content of a CDATA section, reported as text as it stands.
    private mutating func cdata() throws(InterchangeError) {
        let content = try skip(until: Array("]]>".utf8))
        handler.characters(try decode(content))
    }

    /// Consumes `literal` exactly.
    private mutating func expect(_ literal: String) throws(InterchangeError) {
        for expected in literal.utf8 where try cursor.next() != expected {
            throw malformed("expected \(literal)")
        }
    }

    /// Consumes up to and including `terminator`; returns what came before it (control characters refused).
    @discardableResult
    private mutating func skip(until terminator: [UInt8]) throws(InterchangeError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            guard let byte = try cursor.next() else {
                throw malformed("the input ends before \(String(decoding: terminator, as: UTF8.self))")
            }
            if byte < XMLSyntax.space, byte != XMLSyntax.tab, byte != XMLSyntax.lineFeed,
                byte != XMLSyntax.carriageReturn
            {
                throw malformed("a control character")
            }
            bytes.append(byte)
            if byte == terminator.last, bytes.count >= terminator.count,
                bytes.suffix(terminator.count).elementsEqual(terminator)
            {
                bytes.removeLast(terminator.count)
                return bytes
            }
        }
    }
}
