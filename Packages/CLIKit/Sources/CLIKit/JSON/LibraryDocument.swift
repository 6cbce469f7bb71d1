/// A library's value written as a `--json` document: its own encoding is the vocabulary (Docs/json.md), so the tools
/// add nothing but `schemaVersion`.
///
/// ```swift
/// try context.writeJSON(LibraryDocument(FeeDocument(result: result)))
/// ```
///
/// The value must encode a JSON object (a top-level array or scalar cannot carry `schemaVersion`).
public struct LibraryDocument<Value: Encodable>: JSONDocument {
    /// The value.
    public let value: Value

    /// Wraps a value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Writes the value's own members.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
