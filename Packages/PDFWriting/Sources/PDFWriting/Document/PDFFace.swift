/// One embedded font of a document: the regular face, the bold face or the fallback face.
enum PDFFace: Sendable, Hashable, CaseIterable {
    /// The regular face.
    case regular
    /// The bold face (the regular font when no bold face was supplied).
    case bold
    /// The fallback face for characters the other faces lack.
    case fallback

    /// The resource name in page dictionaries.
    var resourceName: String {
        switch self {
        case .regular: "F1"
        case .bold: "F2"
        case .fallback: "F3"
        }
    }
}
