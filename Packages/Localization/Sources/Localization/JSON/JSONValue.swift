/// A parsed JSON value, as ``JSONScanner`` reads it.
///
/// Numbers are `Double` (RFC 8259 §6 leaves their precision to the reader;
/// texts that must stay exact, such as money or unit factors, are JSON strings in this workspace's files).
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as the nearest `Double`.
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; when a key repeats, the last value wins.
    case object([String: JSONValue])

    /// The text of a string value; `nil` for any other kind.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members of an object value; `nil` for any other kind.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The items of an array value; `nil` for any other kind.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
