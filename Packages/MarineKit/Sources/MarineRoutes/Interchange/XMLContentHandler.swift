/// What an ``XMLScanner`` reports while it reads a document, in document order.
protocol XMLContentHandler: AnyObject {
    /// An element starts (a self-closing element reports its end right after).
    func startElement(_ tag: XMLStartTag) throws(InterchangeError)
    /// An element ends; the names are those of its start tag.
    func endElement(localName: String, namespace: String?) throws(InterchangeError)
    /// Character data inside the root element, references expanded; CDATA sections arrive here too.
    /// One text run may arrive in several pieces.
    func characters(_ text: String)
}
