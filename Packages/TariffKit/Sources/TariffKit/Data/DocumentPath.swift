/// Builds JSON field paths such as `bands[2].singlePercent` for error messages.
struct DocumentPath {
    /// The path text so far; empty at the root.
    let text: String

    /// The root of the document.
    static let root = DocumentPath(text: "")

    /// The path of a member.
    func key(_ name: String) -> DocumentPath {
        DocumentPath(text: text.isEmpty ? name : "\(text).\(name)")
    }

    /// The path of an array element.
    func index(_ position: Int) -> DocumentPath {
        DocumentPath(text: "\(text)[\(position)]")
    }

    /// The path of a decoding error's coding path.
    init(codingPath: [any CodingKey]) {
        var path = DocumentPath.root
        for key in codingPath {
            path = key.intValue.map(path.index) ?? path.key(key.stringValue)
        }
        self = path
    }

    private init(text: String) {
        self.text = text
    }
}
