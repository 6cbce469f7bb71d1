/// A streaming, non-validating XML 1.0 reader with namespaces, written for GPX.
///
/// Why not Foundation's `XMLParser`: on Linux every document over 10,000,000 bytes failed with a false
/// "not well-formed" error, which matches libxml2's limits without `XML_PARSE_HUGE` (`XML_MAX_LOOKUP_LIMIT`,
/// `XML_MAX_TEXT_LENGTH` in libxml2's `parserInternals.h`), an option `XMLParser` cannot set; it also dropped
/// CDATA sections, did not notice a truncated document, and checked attribute uniqueness in quadratic time.
///
/// This scanner holds one input chunk at a time and checks what well-formedness needs for GPX (XML 1.0 Fifth
/// Edition): one root element, matching end tags, unique attributes, `<`-free quoted attribute values, the five
/// predefined entities and character references to XML characters only, no control characters, comments,
/// processing instructions and CDATA sections, UTF-8 (or ISO 8859-1 when declared). A document type
/// declaration is refused (GPX never needs one; refusing it rules out entity attacks). Errors carry the 1-based
/// line and column where the problem was found.
struct XMLScanner<Handler: XMLContentHandler> {
    var cursor: XMLByteCursor
    let handler: Handler
    var open: [[UInt8]] = []
    var scopes = XMLNamespaceScopes()
    var sawRoot = false
    var atStart = true
    var scratch: [UInt8] = []

    /// A scanner reading from `cursor` and reporting to `handler`.
    init(cursor: XMLByteCursor, handler: Handler) {
        self.cursor = cursor
        self.handler = handler
    }

    /// Reads the whole document.
    /// - Throws: ``InterchangeError/malformedXML(line:column:message:)`` and what the handler throws.
    mutating func run() throws(InterchangeError) {
        try byteOrderMark()
        while let byte = try cursor.peek() {
            if byte == XMLSyntax.lessThan { try markup() } else { try text() }
            atStart = false
        }
        if let name = open.last { throw malformed("the input ends inside <\(String(decoding: name, as: UTF8.self))>") }
        guard sawRoot else { throw .notGPX(rootElement: "") }
    }

    /// The error for a problem at the current position; `reason` is for logs, not users.
    func malformed(_ reason: String) -> InterchangeError {
        .malformedXML(line: cursor.line, column: cursor.column, message: reason)
    }

    /// Skips a UTF-8 byte order mark; refuses UTF-16 and UTF-32 ones.
    private mutating func byteOrderMark() throws(InterchangeError) {
        guard let first = try cursor.peek() else { return }
        if first == 0xFE || first == 0xFF || first == 0 { throw .unsupportedEncoding(name: "UTF-16/UTF-32") }
        guard first == 0xEF else { return }
        for expected: UInt8 in [0xEF, 0xBB, 0xBF] where try cursor.next() != expected {
            throw malformed("not UTF-8")
        }
    }

    private mutating func markup() throws(InterchangeError) {
        let line = cursor.line
        let column = cursor.column
        cursor.advance()
        switch try cursor.peek() {
        case XMLSyntax.slash:
            cursor.advance()
            try endTag()
        case XMLSyntax.exclamation:
            cursor.advance()
            try declarationOrComment(line: line, column: column)
        case XMLSyntax.question:
            cursor.advance()
            try processingInstruction()
        case nil: throw malformed("the input ends after <")
        default: try startTag(line: line, column: column)
        }
    }

    private mutating func startTag(line: Int, column: Int) throws(InterchangeError) {
        if open.isEmpty && sawRoot { throw malformed("a second root element") }
        let name = try self.name()
        var attributes: [(name: [UInt8], value: String)] = []
        var selfClosing = false
        while true {
            let spaced = try skipSpace()
            guard let byte = try cursor.peek() else { throw malformed("the input ends inside a start tag") }
            if byte == XMLSyntax.greaterThan || byte == XMLSyntax.slash {
                cursor.advance()
                selfClosing = byte == XMLSyntax.slash
                if selfClosing, try cursor.next() != XMLSyntax.greaterThan { throw malformed("expected > after /") }
                break
            }
            guard spaced else { throw malformed("expected whitespace before an attribute") }
            attributes.append(try attribute())
        }
        try checkUnique(attributes)
        sawRoot = true
        open.append(name)
        try handler.startElement(resolve(name, attributes, line: line, column: column))
        if selfClosing { try close() }
    }

    private mutating func attribute() throws(InterchangeError) -> (name: [UInt8], value: String) {
        let name = try self.name()
        try skipSpace()
        guard try cursor.next() == XMLSyntax.equals else { throw malformed("expected = after an attribute name") }
        try skipSpace()
        return (name, try attributeValue())
    }

    /// Attribute names are unique in a tag (XML 1.0 §3.1); a set beyond a few attributes keeps this linear.
    private func checkUnique(_ attributes: [(name: [UInt8], value: String)]) throws(InterchangeError) {
        if attributes.count <= 8 {
            for (index, attribute) in attributes.enumerated()
            where attributes[index + 1..<attributes.count].contains(where: { $0.name == attribute.name }) {
                throw malformed("attribute \(String(decoding: attribute.name, as: UTF8.self)) repeated")
            }
            return
        }
        var seen = Set<[UInt8]>(minimumCapacity: attributes.count)
        for attribute in attributes where !seen.insert(attribute.name).inserted {
            throw malformed("attribute \(String(decoding: attribute.name, as: UTF8.self)) repeated")
        }
    }

    /// Binds the tag's `xmlns` declarations, then resolves its element and attribute names.
    private mutating func resolve(
        _ name: [UInt8], _ attributes: [(name: [UInt8], value: String)], line: Int, column: Int
    ) throws(InterchangeError) -> XMLStartTag {
        var plain: [XMLStartTag.Attribute] = []
        plain.reserveCapacity(attributes.count)
        for attribute in attributes {
            let (prefix, local) = Self.split(attribute.name)
            if prefix.isEmpty && local == XMLSyntax.xmlns {
                scopes.bind([], to: attribute.value, depth: open.count)
            } else if prefix == XMLSyntax.xmlns {
                scopes.bind(local, to: attribute.value, depth: open.count)
            }
        }
        for attribute in attributes {
            let (prefix, local) = Self.split(attribute.name)
            guard prefix != XMLSyntax.xmlns, !(prefix.isEmpty && local == XMLSyntax.xmlns) else { continue }
            let namespace = prefix.isEmpty ? nil : scopes.uri(for: prefix)
            plain.append(.init(localName: try decode(local), namespace: namespace, value: attribute.value))
        }
        let (prefix, local) = Self.split(name)
        return XMLStartTag(
            localName: try decode(local), namespace: scopes.uri(for: prefix), attributes: plain, line: line,
            column: column)
    }

    private mutating func endTag() throws(InterchangeError) {
        let name = try self.name()
        try skipSpace()
        guard try cursor.next() == XMLSyntax.greaterThan else { throw malformed("expected > in an end tag") }
        guard let expected = open.last else { throw malformed("an end tag without a start tag") }
        guard expected == name else {
            throw malformed(
                "</\(String(decoding: name, as: UTF8.self))> closes <\(String(decoding: expected, as: UTF8.self))>")
        }
        try close()
    }

    /// Ends the innermost open element.
    private mutating func close() throws(InterchangeError) {
        guard let name = open.last else { return }
        let (prefix, local) = Self.split(name)
        try handler.endElement(localName: try decode(local), namespace: scopes.uri(for: prefix))
        scopes.end(depth: open.count - 1)
        open.removeLast()
    }

    /// Prefix and local part of a qualified name (the prefix is empty when there is no colon).
    static func split(_ name: [UInt8]) -> (prefix: [UInt8], local: [UInt8]) {
        guard let colon = name.firstIndex(of: XMLSyntax.colon) else { return ([], name) }
        return (Array(name[..<colon]), Array(name[(colon + 1)...]))
    }
}
