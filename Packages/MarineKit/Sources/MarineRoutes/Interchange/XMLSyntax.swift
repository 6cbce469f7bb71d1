/// The fixed parts of XML that ``XMLScanner`` recognizes: byte values of the ASCII characters of markup,
/// the `xmlns` attribute name and the predefined entities.
enum XMLSyntax {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let exclamation: UInt8 = 0x21
    static let leftBracket: UInt8 = 0x5B
    static let rightBracket: UInt8 = 0x5D

    /// The attribute name that declares namespaces (XML Namespaces 1.0 §3).
    static let xmlns = Array("xmlns".utf8)

    /// The five predefined entities (XML 1.0 §4.6).
    static let predefined: [[UInt8]: Unicode.Scalar] = [
        Array("amp".utf8): "&", Array("lt".utf8): "<", Array("gt".utf8): ">", Array("quot".utf8): "\"",
        Array("apos".utf8): "'",
    ]
}
