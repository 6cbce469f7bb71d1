import Foundation

/// One write of a `:commit` request (googleapis `google/firestore/v1/write.proto`, `Write`).
package struct FirestoreWrite: Sendable, Equatable {
    /// What the write does.
    public enum Operation: Sendable, Equatable {
        /// Sets `fields` of the document `name` (all of them, or only the masked paths).
        case update(name: String, fields: [String: FirestoreValue])
        /// Deletes the document `name`.
        case delete(name: String)
    }

    /// The operation.
    public var operation: Operation
    /// Field paths (segments) the update touches; `nil` replaces the whole document.
    public var updateMask: [[String]]?
    /// Field paths set to the server's request time (`setToServerValue: REQUEST_TIME`), such as `createdAt`.
    public var serverTimestamps: [[String]]
    /// The condition the document must meet, or `nil`.
    public var precondition: FirestorePrecondition?

    /// Creates a write.
    public init(
        _ operation: Operation, updateMask: [[String]]? = nil, serverTimestamps: [[String]] = [],
        precondition: FirestorePrecondition? = nil
    ) {
        self.operation = operation
        self.updateMask = updateMask
        self.serverTimestamps = serverTimestamps
        self.precondition = precondition
    }

    /// The document name the write targets.
    public var documentName: String {
        switch operation {
        case .update(let name, _), .delete(let name): name
        }
    }

    /// The JSON body of `POST …/documents:commit` holding `writes` in order.
    public static func commitBody(_ writes: [FirestoreWrite]) -> String {
        var writer = FirestoreJSONWriter()
        writer.raw("{\"writes\":[")
        for (index, write) in writes.enumerated() {
            if index > 0 { writer.raw(",") }
            write.encode(into: &writer)
        }
        writer.raw("]}")
        return writer.text
    }

    /// Appends this write as a JSON object.
    public func encode(into writer: inout FirestoreJSONWriter) {
        switch operation {
        case .update(let name, let fields):
            writer.raw("{\"update\":{\"name\":")
            writer.string(name)
            writer.raw(",\"fields\":")
            writer.fields(fields)
            writer.raw("}")
        case .delete(let name):
            writer.raw("{\"delete\":")
            writer.string(name)
        }
        if let updateMask { Self.paths("updateMask", updateMask, into: &writer) }
        if !serverTimestamps.isEmpty { transforms(into: &writer) }
        if let precondition { Self.encode(precondition, into: &writer) }
        writer.raw("}")
    }

    private static func paths(_ key: String, _ paths: [[String]], into writer: inout FirestoreJSONWriter) {
        writer.raw(",\"\(key)\":{\"fieldPaths\":[")
        for (index, path) in paths.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(FirestoreFieldPath.encode(path))
        }
        writer.raw("]}")
    }

    private func transforms(into writer: inout FirestoreJSONWriter) {
        writer.raw(",\"updateTransforms\":[")
        for (index, path) in serverTimestamps.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{\"fieldPath\":")
            writer.string(FirestoreFieldPath.encode(path))
            writer.raw(",\"setToServerValue\":\"REQUEST_TIME\"}")
        }
        writer.raw("]")
    }

    private static func encode(_ precondition: FirestorePrecondition, into writer: inout FirestoreJSONWriter) {
        switch precondition {
        case .exists(let exists): writer.raw(",\"currentDocument\":{\"exists\":\(exists)}")
        case .updateTime(let time):
            writer.raw(",\"currentDocument\":{\"updateTime\":")
            writer.string(time)
            writer.raw("}")
        }
    }

    /// The `updateTime` of each write result of a commit answer, in write order (`nil` for a delete).
    public static func decodeCommitResult(_ data: Data) throws(SyncError) -> [String?] {
        guard case .object(let object) = try FirestoreJSONReader.parse(data) else {
            throw .malformedAnswer(detail: "a commit answer is not an object")
        }
        guard case .array(let results) = object["writeResults"] ?? .array([]) else {
            throw .malformedAnswer(detail: "writeResults is not an array")
        }
        return results.map { result in
            if case .object(let fields) = result { return FirestoreJSONReader.string(fields, "updateTime") }
            return nil
        }
    }
}
