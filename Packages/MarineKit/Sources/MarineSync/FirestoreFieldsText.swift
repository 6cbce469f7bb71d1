import Foundation

/// Firestore `fields` objects as JSON text, the form ``SyncLinkState`` keeps its bases in.
package enum FirestoreFieldsText {
    /// `fields` as a JSON object of `Value`s, keys sorted.
    public static func encode(_ fields: [String: FirestoreValue]) -> String {
        var writer = FirestoreJSONWriter()
        writer.fields(fields)
        return writer.text
    }

    /// The fields of a JSON object written by ``encode(_:)``; `nil` for `nil` or unreadable text.
    public static func decode(_ text: String?) -> [String: FirestoreValue]? {
        guard let text, let json = try? FirestoreJSONReader.parse(Data(text.utf8)) else { return nil }
        return try? FirestoreJSONReader.fields(json)
    }
}
