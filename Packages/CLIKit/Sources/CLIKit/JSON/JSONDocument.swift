import Foundation

/// A value written as one top-level JSON object by `--json` (Docs/json.md).
///
/// Only objects conform: every document gets a `schemaVersion` member next to its own, so a top-level array or
/// scalar cannot be one (wrap it: `{"trips": [...]}`).
public protocol JSONDocument: Encodable {
    /// The document's `schemaVersion`: ``JSONSchemaVersion/current`` unless its vocabulary changed incompatibly
    /// since (then the version its schema in Docs/schemas names).
    var schemaVersion: Int { get }
}

extension JSONDocument {
    /// ``JSONSchemaVersion/current`` (1).
    public var schemaVersion: Int { JSONSchemaVersion.current }
}

extension Dictionary: JSONDocument where Key == String, Value: Encodable {}

/// The version of the JSON vocabulary (Docs/json.md, Docs/schemas/).
///
/// Every top-level object carries it as `schemaVersion`. Raised per document when a name, unit or shape of that
/// document changes incompatibly (``JSONDocument/schemaVersion``).
public enum JSONSchemaVersion {
    /// The version of every document not raised since: 1 (the vocabulary of issue 21).
    public static let current = 1
}

/// A document with `schemaVersion` added beside its own members.
///
/// The document's own members are encoded after `schemaVersion`, so a value that writes its own `schemaVersion`
/// (a `Tariff` writes its tariff file's, 2) keeps it: the encoder keeps the last value of a key.
struct VersionedDocument<Document: JSONDocument>: Encodable {
    let document: Document

    private enum Key: String, CodingKey { case schemaVersion }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(document.schemaVersion, forKey: .schemaVersion)
        try document.encode(to: encoder)
    }
}

/// How the tools write JSON: sorted keys, two-space indentation, ISO 8601 dates, `/` unescaped.
public enum JSONText {
    /// The document's text with `schemaVersion`, ending in a newline.
    ///
    /// - Parameters:
    ///   - document: the document.
    ///   - pretty: indented (the default) or on one line (JSON lines: the daemon's events, `nmea decode`).
    /// - Returns: the text.
    /// - Throws: `EncodingError` when a member cannot be encoded (a bug: the runner reports it, exit 1).
    public static func text(_ document: some JSONDocument, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(VersionedDocument(document: document))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
