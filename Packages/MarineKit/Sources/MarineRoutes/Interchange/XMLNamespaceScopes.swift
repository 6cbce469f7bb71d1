/// The namespace declarations in scope while ``XMLScanner`` walks the element tree.
struct XMLNamespaceScopes {
    /// Predeclared by XML Namespaces 1.0 §3: the `xml` prefix.
    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    private var bindings: [(depth: Int, prefix: [UInt8], uri: String)] = [(0, Array("xml".utf8), xmlNamespace)]

    /// Declares `prefix` (empty: the default namespace) for the element at `depth` and its content.
    mutating func bind(_ prefix: [UInt8], to uri: String, depth: Int) {
        bindings.append((depth, prefix, uri))
    }

    /// The URI bound to `prefix`, nil when unbound or undeclared with `xmlns=""`.
    func uri(for prefix: [UInt8]) -> String? {
        guard let binding = bindings.last(where: { $0.prefix == prefix }), !binding.uri.isEmpty else { return nil }
        return binding.uri
    }

    /// Forgets the declarations of the element at `depth`, which has ended.
    mutating func end(depth: Int) {
        while let last = bindings.last, last.depth >= depth, last.depth > 0 { bindings.removeLast() }
    }
}
