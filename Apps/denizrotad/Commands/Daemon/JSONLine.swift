import Foundation
import MarineKit

/// Builds one JSON object on one line with keys in insertion order (`event` first), for the event stream.
struct JSONLine {
    private var parts: [String] = []

    /// Adds a string field.
    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        parts.append(Self.quoted(key) + ":" + Self.quoted(value))
    }

    /// Adds an array of strings.
    mutating func add(_ key: String, _ values: [String]) {
        parts.append(Self.quoted(key) + ":[" + values.map(Self.quoted).joined(separator: ",") + "]")
    }

    /// Adds a number field; non-finite numbers are left out (JSON has no NaN).
    mutating func add(_ key: String, _ value: Double?, decimals: Int = 3) {
        guard let value, value.isFinite else { return }
        let scale = Self.scale(decimals)
        let rounded = (value * scale).rounded() / scale
        parts.append(Self.quoted(key) + ":" + Self.number(rounded))
    }

    /// Adds an exact decimal (money, litres) as a JSON number in plain notation, for example `337.31`.
    mutating func add(_ key: String, _ value: Decimal?) {
        guard let value, value.isFinite else { return }
        parts.append(Self.quoted(key) + ":" + value.description)
    }

    /// Adds an integer field.
    mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        parts.append(Self.quoted(key) + ":" + String(value))
    }

    /// Adds a Boolean field.
    mutating func add(_ key: String, _ value: Bool?) {
        guard let value else { return }
        parts.append(Self.quoted(key) + ":" + (value ? "true" : "false"))
    }

    /// Adds a time as ISO 8601 UTC with milliseconds.
    mutating func add(_ key: String, _ value: Date?) {
        add(key, value.map(UTCTimestamp.iso8601))
    }

    /// The object text without a newline.
    var text: String { "{" + parts.joined(separator: ",") + "}" }

    /// A JSON string literal (RFC 8259 §7 escapes).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func scale(_ decimals: Int) -> Double {
        (0..<max(0, decimals)).reduce(1.0) { value, _ in value * 10 }
    }

    /// Plain decimal text without exponent for the magnitudes used here.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
