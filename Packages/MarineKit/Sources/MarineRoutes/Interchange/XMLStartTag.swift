/// A start tag as ``XMLScanner`` reports it: names resolved against the namespaces in scope.
struct XMLStartTag {
    /// One attribute; `xmlns` declarations are not reported.
    struct Attribute {
        /// The name without its prefix.
        let localName: String
        /// The namespace URI of a prefixed attribute; nil for an unprefixed one (XML Namespaces 1.0 §6.3).
        let namespace: String?
        /// The value, references expanded and whitespace normalized (XML 1.0 §3.3.3).
        let value: String
    }

    /// The element name without its prefix.
    let localName: String
    /// The namespace URI in scope for the element, nil when none.
    let namespace: String?
    /// The attributes in document order.
    let attributes: [Attribute]
    /// 1-based line of the `<`.
    let line: Int
    /// 1-based column of the `<`.
    let column: Int

    /// The value of the unprefixed attribute `localName`, when present.
    func attribute(_ localName: String) -> String? {
        attributes.first { $0.namespace == nil && $0.localName == localName }?.value
    }
}
