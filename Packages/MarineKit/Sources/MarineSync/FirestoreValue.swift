/// One Firestore value as the REST API's JSON carries it (googleapis `google/firestore/v1/document.proto`,
/// message `Value`).
///
/// Integers are 64-bit and travel as decimal strings (`integerValue`); doubles as JSON numbers, with `NaN`,
/// `Infinity` and `-Infinity` as strings (proto3 JSON mapping). Timestamps keep the server's RFC 3339 text so an
/// `updateTime` can be sent back byte for byte in a precondition.
package enum FirestoreValue: Sendable, Equatable {
    /// `nullValue`.
    case null
    /// `booleanValue`.
    case boolean(Bool)
    /// `integerValue`, a signed 64-bit integer.
    case integer(Int64)
    /// `doubleValue`, an IEEE 754 double.
    case double(Double)
    /// `timestampValue`, RFC 3339 text in UTC (stored by Firestore to the microsecond).
    case timestamp(String)
    /// `stringValue`, UTF-8 text.
    case string(String)
    /// `bytesValue`, base64 text.
    case bytes(String)
    /// `referenceValue`, a full document name.
    case reference(String)
    /// `geoPointValue`, degrees on WGS84.
    case geoPoint(latitude: Double, longitude: Double)
    /// `arrayValue`; Firestore forbids an array directly inside an array.
    case array([FirestoreValue])
    /// `mapValue`, field name → value.
    case map([String: FirestoreValue])

    /// The number an `integerValue` or `doubleValue` holds (the web SDK writes safe integers as `integerValue`
    /// and every other number as `doubleValue`, so readers accept both); `nil` for other kinds.
    public var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The integer an `integerValue` holds, or a `doubleValue` with an integral value inside Int64; else `nil`.
    public var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .double(let value):
            value.rounded() == value && abs(value) < 9.2e18 ? Int64(value) : nil
        default: nil
        }
    }

    /// The text of a `stringValue`, else `nil`.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The fields of a `mapValue`, else `nil`.
    public var fields: [String: FirestoreValue]? {
        if case .map(let fields) = self { return fields }
        return nil
    }

    /// The elements of an `arrayValue`, else `nil`.
    public var elements: [FirestoreValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// A number as the JS SDK writes it: an integral value within ±(2⁵³ − 1) (`Number.isSafeInteger`) becomes
    /// `integerValue`, anything else `doubleValue`.
    public static func number(_ value: Double) -> FirestoreValue {
        let safe = 9_007_199_254_740_991.0  // Number.MAX_SAFE_INTEGER, ECMA-262 §21.1.2.6
        if value.isFinite, value.rounded() == value, abs(value) <= safe, !(value == 0 && value.sign == .minus) {
            return .integer(Int64(value))
        }
        return .double(value)
    }
}
