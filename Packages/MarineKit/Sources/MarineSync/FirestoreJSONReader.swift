import Foundation
import Localization

/// Reads Firestore REST JSON answers (documents, lists, commit results, error bodies) with `JSONScanner` (internal).
///
/// Every number field is accepted as `integerValue` (a string, or a JSON number some proxies send) or
/// `doubleValue` (a number, or `"NaN"`, `"Infinity"`, `"-Infinity"`).
enum FirestoreJSONReader {
    /// Parses a whole answer body.
    static func parse(_ data: Data) throws(SyncError) -> JSONValue {
        do {
            return try JSONScanner.parse(data)
        } catch {
            throw .malformedAnswer(detail: "invalid JSON at byte \(error.offset): expected \(error.expected)")
        }
    }

    /// A `Value` object.
    static func value(_ json: JSONValue) throws(SyncError) -> FirestoreValue {
        guard case .object(let object) = json, let (tag, content) = object.first(where: { $0.key.hasSuffix("Value") })
        else { throw .malformedAnswer(detail: "a value without a known kind") }
        switch (tag, content) {
        case ("nullValue", _): return .null
        case ("booleanValue", .bool(let flag)): return .boolean(flag)
        case ("integerValue", _): return .integer(try integer(content))
        case ("doubleValue", _): return .double(try double(content))
        case ("timestampValue", .string(let text)): return .timestamp(text)
        case ("stringValue", .string(let text)): return .string(text)
        case ("bytesValue", .string(let text)): return .bytes(text)
        case ("referenceValue", .string(let text)): return .reference(text)
        case ("geoPointValue", .object(let point)):
            return .geoPoint(
                latitude: try double(point["latitude"] ?? .number(0)),
                longitude: try double(point["longitude"] ?? .number(0)))
        case ("arrayValue", .object(let array)): return .array(try elements(array["values"]))
        case ("mapValue", .object(let map)): return .map(try fields(map["fields"]))
        default: throw .malformedAnswer(detail: "unreadable \(tag)")
        }
    }

    /// A `fields` object (absent means empty).
    static func fields(_ json: JSONValue?) throws(SyncError) -> [String: FirestoreValue] {
        guard let json else { return [:] }
        guard case .object(let object) = json else { throw .malformedAnswer(detail: "fields is not an object") }
        var fields: [String: FirestoreValue] = [:]
        fields.reserveCapacity(object.count)
        for (name, value) in object { fields[name] = try self.value(value) }
        return fields
    }

    private static func elements(_ json: JSONValue?) throws(SyncError) -> [FirestoreValue] {
        guard let json else { return [] }
        guard case .array(let values) = json else { throw .malformedAnswer(detail: "values is not an array") }
        var elements: [FirestoreValue] = []
        elements.reserveCapacity(values.count)
        for value in values { elements.append(try self.value(value)) }
        return elements
    }

    private static func integer(_ json: JSONValue) throws(SyncError) -> Int64 {
        switch json {
        case .string(let text):
            if let value = Int64(text) { return value }
        case .number(let number) where number.rounded() == number && abs(number) < 9.2e18:
            return Int64(number)
        default: break
        }
        throw .malformedAnswer(detail: "integerValue is not a 64-bit integer")
    }

    private static func double(_ json: JSONValue) throws(SyncError) -> Double {
        switch json {
        case .number(let number): return number
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default: throw .malformedAnswer(detail: "doubleValue is not a number")
        }
    }

    /// The text of `key` in an object, when it is a string.
    static func string(_ object: [String: JSONValue], _ key: String) -> String? {
        if case .string(let text) = object[key] { return text }
        return nil
    }
}
