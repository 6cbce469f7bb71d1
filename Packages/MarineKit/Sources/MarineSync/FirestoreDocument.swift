import Foundation
import Localization

/// A Firestore document as the REST API returns it: its full name, fields and server times.
package struct FirestoreDocument: Sendable, Equatable {
    /// Full name, `projects/P/databases/(default)/documents/users/U/routes/R`.
    public var name: String
    /// The fields.
    public var fields: [String: FirestoreValue]
    /// Creation time (RFC 3339), when the server sent it.
    public var createTime: String?
    /// Last update time (RFC 3339), the value `currentDocument.updateTime` preconditions compare with.
    public var updateTime: String?

    /// Creates a document.
    public init(
        name: String, fields: [String: FirestoreValue], createTime: String? = nil, updateTime: String? = nil
    ) {
        self.name = name
        self.fields = fields
        self.createTime = createTime
        self.updateTime = updateTime
    }

    /// The last path segment: the document id.
    public var documentID: String {
        String(name.split(separator: "/").last ?? "")
    }

    /// Decodes one `Document` JSON object.
    public static func decode(_ data: Data) throws(SyncError) -> FirestoreDocument {
        try document(FirestoreJSONReader.parse(data))
    }

    /// Decodes a list answer: `{"documents":[…],"nextPageToken":"…"}` (both optional).
    public static func decodeList(_ data: Data) throws(SyncError) -> (documents: [FirestoreDocument], next: String?) {
        guard case .object(let object) = try FirestoreJSONReader.parse(data) else {
            throw .malformedAnswer(detail: "a list answer is not an object")
        }
        var documents: [FirestoreDocument] = []
        if case .array(let items) = object["documents"] {
            for item in items { documents.append(try document(item)) }
        }
        let next = FirestoreJSONReader.string(object, "nextPageToken").flatMap { $0.isEmpty ? nil : $0 }
        return (documents, next)
    }

    static func document(_ json: JSONValue) throws(SyncError) -> FirestoreDocument {
        guard case .object(let object) = json, let name = FirestoreJSONReader.string(object, "name") else {
            throw .malformedAnswer(detail: "a document without a name")
        }
        return FirestoreDocument(
            name: name, fields: try FirestoreJSONReader.fields(object["fields"]),
            createTime: FirestoreJSONReader.string(object, "createTime"),
            updateTime: FirestoreJSONReader.string(object, "updateTime"))
    }
}
