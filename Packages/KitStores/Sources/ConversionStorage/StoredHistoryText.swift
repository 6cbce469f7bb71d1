import ConversionKit
import Storage

/// A `HistoryEntry` as the JSON text the history keeps: byte for byte what `StoredJSON.encode` writes (keys sorted,
/// no escaped slashes, the date as seconds since 2001-01-01 in `Double`'s shortest form, without a trailing `.0`),
/// written by hand.
///
/// `JSONEncoder` costs `unitconv 1 mile km` about 1.2 M instructions at every start (the Swift runtime searches the
/// binary's conformance records for each type it meets, issue 17). A value the hand-written form does not cover
/// (a control character in a text, a date that is not finite) goes through `StoredJSON.encode`, so the text is the
/// same either way; rows from before read back unchanged (`StoredJSON.decode`).
enum StoredHistoryText {
    /// The entry's stored JSON text.
    ///
    /// - Throws: `StorageError` of kind `.encodingFailed` where `StoredJSON.encode` throws (a date that is not finite).
    static func text(of entry: HistoryEntry) throws(StorageError) -> String {
        if let text = handWritten(entry) { return text }
        return try StoredJSON.encode(StoredHistoryRow(entry))
    }

    /// The text, or nil when a field needs what only `JSONEncoder` does (escaping a control character, refusing a
    /// non-finite date).
    static func handWritten(_ entry: HistoryEntry) -> String? {
        let seconds = entry.date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return nil }
        var text = "{\"date\":" + number(seconds)
        guard append("exact", entry.exact, to: &text), append("fromID", entry.fromID, to: &text),
            append("input", entry.input, to: &text)
        else { return nil }
        text += ",\"precision\":" + String(entry.precision)
        guard append("toID", entry.toID, to: &text), append("value", entry.value, to: &text) else { return nil }
        return text + "}"
    }

    /// `JSONEncoder`'s form of a `Double`: its `description`, a trailing `.0` dropped.
    static func number(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Appends `,"key":"value"` with `"` and `\` escaped; false (nothing appended) when `value` holds a control
    /// character (U+0000…U+001F).
    private static func append(_ key: String, _ value: String, to text: inout String) -> Bool {
        var quoted = ",\"" + key + "\":\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0..<0x20: return false
            case 0x22, 0x5C: quoted.unicodeScalars.append("\\")
            default: break
            }
            quoted.unicodeScalars.append(scalar)
        }
        text += quoted + "\""
        return true
    }
}
