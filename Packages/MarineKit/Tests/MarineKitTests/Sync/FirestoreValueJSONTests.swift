import Expectations
import Foundation
import Testing

@testable import MarineKit

@Suite struct FirestoreValueJSONTests {
    /// Every kind of value survives writer → reader, including 64-bit integers beyond 2⁵³ and special doubles.
    @Test func everyKindRoundTrips() throws {
        let fields: [String: FirestoreValue] = [
            "null": .null, "yes": .boolean(true), "big": .integer(9_007_199_254_740_993), "negative": .integer(-42),
            "double": .double(0.1), "tiny": .double(.leastNonzeroMagnitude), "nan": .double(.infinity),
            "minus": .double(-.infinity),
            "time": .timestamp("2026-11-23T23:19:30.014227Z"), "text": .string("Kaş \"iskele\"\n\u{1}"),
            "bytes": .bytes("AAE="), "ref": .reference("projects/p/databases/(default)/documents/a/b"),
            "point": .geoPoint(latitude: 36.2, longitude: 29.6),
            "list": .array([.integer(1), .map(["k": .string("v")])]),
        ]
        let text = FirestoreFieldsText.encode(fields)
        expectEqual(FirestoreFieldsText.decode(text), fields)
        #expect(text.contains("\"big\":{\"integerValue\":\"9007199254740993\"}"))
        #expect(text.contains("\"minus\":{\"doubleValue\":\"-Infinity\"}"))
        #expect(text.contains("\\u0001"))
    }

    /// The web SDK writes safe integers as integerValue; readers take either kind for every number.
    @Test(arguments: [
        (1.0, FirestoreValue.integer(1)), (2.5, .double(2.5)), (-0.0, .double(-0.0)),
        (9_007_199_254_740_991, .integer(9_007_199_254_740_991)),
        (9_007_199_254_740_992, .double(9_007_199_254_740_992)),
    ])
    func numbersAreTypedAsTheJavaScriptSDKTypesThem(value: Double, expected: FirestoreValue) {
        expectEqual(FirestoreValue.number(value), expected)
        expectEqual(FirestoreValue.number(value).number, value)
    }

    /// Readers accept an integerValue sent as a JSON number, and reject what is not a number.
    @Test func integerValueAsANumberIsAcceptedAndGarbageIsNot() throws {
        let document = try FirestoreDocument.decode(
            Data(
                #"{"name":"projects/p/databases/(default)/documents/users/u","fields":{"a":{"integerValue":12},"b":{"doubleValue":"NaN"}},"updateTime":"2026-01-01T00:00:00Z"}"#
                    .utf8))
        expectEqual(document.fields["a"], .integer(12))
        expectEqual(document.fields["b"]?.number?.isNaN, true)
        expectEqual(document.documentID, "u")
        #expect(throws: SyncError.malformedAnswer(detail: "integerValue is not a 64-bit integer")) {
            try FirestoreDocument.decode(Data(#"{"name":"n","fields":{"a":{"integerValue":"12x"}}}"#.utf8))
        }
    }

    @Test(arguments: [
        (["settings", "avgSpeed"], "settings.avgSpeed"), (["_0", "1", "+2"], "_0.`1`.`+2`"),
        (["a`b\\c"], "`a\\`b\\\\c`"),
        (["ünlü"], "`ünlü`"),
    ])
    func fieldPathsAreQuotedWhenNotSimpleIdentifiers(segments: [String], encoded: String) {
        expectEqual(FirestoreFieldPath.encode(segments), encoded)
    }

    @Test func commitAnswersAndListPagesAreRead() throws {
        let times = try FirestoreWrite.decodeCommitResult(
            Data(#"{"writeResults":[{"updateTime":"t1"},{}],"commitTime":"t1"}"#.utf8))
        expectEqual(times, ["t1", nil])
        let page = try FirestoreDocument.decodeList(
            Data(#"{"documents":[{"name":"a/b/c","fields":{}}],"nextPageToken":"x"}"#.utf8))
        expectEqual(page.documents.map(\.documentID), ["c"])
        expectEqual(page.next, "x")
        #expect(try FirestoreDocument.decodeList(Data("{}".utf8)).documents.isEmpty)
    }
}
