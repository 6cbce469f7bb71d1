/// A library's value written as a `--json` document: its own encoding is the vocabulary (Docs/json.md), so the tools
/// add nothing but `schemaVersion`.
///
/// ```swift
/// try context.writeJSON(LibraryDocument(FeeDocument(result: result)))
/// ```
///
/// The value must encode a JSON object (a top-level array or scalar cannot carry `schemaVersion`). A value that writes
/// its own `schemaVersion` member keeps it (`LibraryDocument(tariff)` writes the tariff file's, 2, as `denklem tariff
/// --json` does; MarineKit's `PassagePlanDocument` writes its 2). A value whose vocabulary was raised without writing
/// its version names it:
///
/// ```swift
/// try context.writeJSON(LibraryDocument(document, schemaVersion: 2))
/// ```
public struct LibraryDocument<Value: Encodable>: JSONDocument {
    /// The value.
    public let value: Value
    /// The document's `schemaVersion`.
    public let schemaVersion: Int

    /// Wraps a value, written with `schemaVersion` (``JSONSchemaVersion/current`` unless given; a `schemaVersion` the
    /// value writes itself wins).
    public init(_ value: Value, schemaVersion: Int = JSONSchemaVersion.current) {
        self.value = value
        self.schemaVersion = schemaVersion
    }

    /// Writes the value's own members.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
