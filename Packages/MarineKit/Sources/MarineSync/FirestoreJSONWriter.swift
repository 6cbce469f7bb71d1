/// Writes Firestore REST JSON text: values in the proto3 JSON mapping, object keys sorted (stable output).
///
/// Written by hand rather than through `JSONSerialization` so integers stay decimal strings, doubles keep their
/// shortest round-trip form and an 86,400-position trip encodes in one pass.
package struct FirestoreJSONWriter: Sendable {
    /// The text written so far.
    public private(set) var text = ""

    /// Creates an empty writer.
    public init() {}

    /// Appends raw JSON text (punctuation, literals).
    public mutating func raw(_ json: String) {
        text += json
    }

    /// Appends a JSON string literal with `"`, `\` and control characters escaped.
    public mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Appends a double as a JSON number, or `"NaN"`, `"Infinity"`, `"-Infinity"` (proto3 JSON mapping).
    public mutating func double(_ value: Double) {
        if value.isNaN {
            text += "\"NaN\""
        } else if value.isInfinite {
            text += value < 0 ? "\"-Infinity\"" : "\"Infinity\""
        } else {
            text += "\(value)"
        }
    }

    /// Appends `{"key":<value>,…}` for sorted keys, writing each value with `body`.
    public mutating func object<Value>(_ entries: [String: Value], _ body: (inout FirestoreJSONWriter, Value) -> Void) {
        text += "{"
        for (index, key) in entries.keys.sorted().enumerated() {
            if index > 0 { text += "," }
            string(key)
            text += ":"
            if let value = entries[key] { body(&self, value) }
        }
        text += "}"
    }

    /// Appends a Firestore `Value` object (`{"integerValue":"3"}`, `{"mapValue":{"fields":{…}}}`, …).
    public mutating func value(_ value: FirestoreValue) {
        switch value {
        case .null: text += "{\"nullValue\":null}"
        case .boolean(let flag): text += flag ? "{\"booleanValue\":true}" : "{\"booleanValue\":false}"
        case .integer(let number): text += "{\"integerValue\":\"\(number)\"}"
        case .double(let number):
            text += "{\"doubleValue\":"
            double(number)
            text += "}"
        case .timestamp(let time): tagged("timestampValue", time)
        case .string(let string): tagged("stringValue", string)
        case .bytes(let base64): tagged("bytesValue", base64)
        case .reference(let name): tagged("referenceValue", name)
        case .geoPoint(let latitude, let longitude): geoPoint(latitude, longitude)
        case .array(let values): array(values)
        case .map(let fields):
            text += "{\"mapValue\":{\"fields\":"
            self.fields(fields)
            text += "}}"
        }
    }

    /// Appends a `fields` object: field name → `Value`.
    public mutating func fields(_ fields: [String: FirestoreValue]) {
        object(fields) { writer, value in writer.value(value) }
    }

    private mutating func tagged(_ tag: String, _ content: String) {
        text += "{\"\(tag)\":"
        string(content)
        text += "}"
    }

    private mutating func geoPoint(_ latitude: Double, _ longitude: Double) {
        text += "{\"geoPointValue\":{\"latitude\":"
        double(latitude)
        text += ",\"longitude\":"
        double(longitude)
        text += "}}"
    }

    private mutating func array(_ values: [FirestoreValue]) {
        text += "{\"arrayValue\":{\"values\":["
        for (index, element) in values.enumerated() {
            if index > 0 { text += "," }
            value(element)
        }
        text += "]}}"
    }
}
