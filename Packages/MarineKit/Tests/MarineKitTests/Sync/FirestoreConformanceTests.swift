import Expectations
import Foundation
import Localization
import Testing

@testable import MarineKit

/// The googleapis/conformance-tests `firestore/v1` cases: client input → the exact REST write.
///
/// Vendored in Tests/Fixtures/firestore-conformance; our encoder must produce each case's `request.writes[0]`.
@Suite struct FirestoreConformanceTests {
    static let directory = Fixture.directory.appendingPathComponent("firestore-conformance")
    static let cases = [
        "create-basic", "create-complex", "create-st", "create-empty", "set-basic", "set-complex", "update-basic",
        "update-complex", "update-uptime", "update-quoting", "update-split", "update-st", "delete-time-precond",
        "delete-exists-precond", "delete-no-precond",
    ]

    @Test(arguments: cases)
    func encodesTheWriteTheCaseExpects(name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("\(name).json"))
        let test = try #require(
            ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["tests"] as? [[String: Any]])?.first)
        let (kind, body) = try #require(test.first { ["create", "set", "update", "delete"].contains($0.key) })
        let spec = try #require(body as? [String: Any])
        let expected = try #require(((spec["request"] as? [String: Any])?["writes"] as? [Any])?.first)
        let write = try Self.write(kind: kind, spec: spec)
        var writer = FirestoreJSONWriter()
        write.encode(into: &writer)
        let ours = try JSONSerialization.jsonObject(with: Data(writer.text.utf8))
        expectEqual((ours as? NSDictionary), (expected as? NSDictionary), "\(writer.text)")
    }

    /// The write a client makes for a case: data as the JS SDK types it (safe integers as integerValue), the
    /// "ServerTimestamp" sentinel as a transform, dotted update keys split into nested maps.
    static func write(kind: String, spec: [String: Any]) throws -> FirestoreWrite {
        let name = spec["docRefPath"] as? String ?? ""
        let precondition = (spec["precondition"] as? [String: Any]).map { given -> FirestorePrecondition in
            if let time = given["updateTime"] as? String { return .updateTime(time) }
            return .exists(given["exists"] as? Bool ?? false)
        }
        if kind == "delete" { return FirestoreWrite(.delete(name: name), precondition: precondition) }
        guard case .object(let data) = try JSONScanner.parse(Data((spec["jsonData"] as? String ?? "{}").utf8)) else {
            return FirestoreWrite(.delete(name: name))
        }
        var fields: [String: FirestoreValue] = [:]
        var stamps: [[String]] = []
        var mask: [[String]] = []
        for key in data.keys.sorted() {
            let path = kind == "update" ? key.split(separator: ".").map(String.init) : [key]
            if case .string("ServerTimestamp") = data[key] {
                stamps.append(path)
                continue
            }
            mask.append(path)
            insert(value(data[key] ?? .null), at: path, into: &fields)
        }
        switch kind {
        case "create":
            return FirestoreWrite(
                .update(name: name, fields: fields), serverTimestamps: stamps, precondition: .exists(false))
        case "set": return FirestoreWrite(.update(name: name, fields: fields), serverTimestamps: stamps)
        default:
            return FirestoreWrite(
                .update(name: name, fields: fields), updateMask: mask, serverTimestamps: stamps,
                precondition: precondition ?? .exists(true))
        }
    }

    static func value(_ json: JSONValue) -> FirestoreValue {
        switch json {
        case .null: .null
        case .bool(let flag): .boolean(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let values): .array(values.map(value))
        case .object(let object): .map(object.mapValues(value))
        }
    }

    static func insert(_ value: FirestoreValue, at path: [String], into fields: inout [String: FirestoreValue]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            fields[head] = value
            return
        }
        var inner = fields[head]?.fields ?? [:]
        insert(value, at: Array(path.dropFirst()), into: &inner)
        fields[head] = .map(inner)
    }
}
