import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// ``JSONObjectBytes`` writes a streamed element byte for byte as `JSONEncoder` does.
///
/// Issue 30: `route show --json` of a 200,000-point route spent 15 s of CPU in the encoder. The table holds numbers
/// in every form the encoder's shortest text takes, strings that need escapes or are not ASCII, dates outside the
/// fast path, absent and `null` members; a non-finite number falls back to the encoder, which refuses it as before.
@Suite struct JSONObjectBytesTests {
    private struct Awkward: JSONMembersWritable {
        let at: JSONNullable<Date>
        let flag: JSONNullable<Bool>
        let number: Int
        let optionalText: String?
        let text: String
        let value: Double
        let when: Date

        func writeMembers(to object: inout JSONObjectBytes) {
            object.member("at", at)
            object.member("flag", flag)
            object.member("number", number)
            object.member("optionalText", optionalText)
            object.member("text", text)
            object.member("value", value)
            object.member("when", when)
        }
    }

    /// The same element without ``JSONMembersWritable``: always through the encoder.
    private struct Encoded: Encodable {
        let element: Awkward

        func encode(to encoder: any Encoder) throws { try element.encode(to: encoder) }
    }

    private struct Document: JSONDocument {
        let items = JSONStreamedArray.placeholder("items")
        let name = "n"
    }

    /// (number, text, value, seconds since 1970 of `when`, `flag`): each row once written and once encoded.
    static let rows: [(Int, String, Double, Double, Bool?)] = [
        (0, "P1", 0, 0, nil),
        (-5, "", -0.0, -1, true),
        (Int.max, "a/b c", 1, 1_782_888_000, false),
        (Int.min, "quote \" and back\\slash", 0.1, 1_782_888_000.5, nil),
        (42, "tab\tline\nfeed\u{1}\u{1F}", 1e-07, -62_135_596_800, true),
        (7, "Körfez ağzı", 1.5e-7, 253_402_300_799, nil),
        (8, "日本 🚤", 1e16, 951_782_400, nil),
        (9, "del \u{7F} sep \u{2028}", 123_456_789.125, -2_208_988_800, nil),
        (10, "WP 3", .leastNonzeroMagnitude, -30_610_224_000, nil),
        (11, "x", 1.7976931348623157e308, -62_135_596_801, nil),
        (12, "y", -273.15, -11_676_096_000, nil),
        (13, "z", 36.000009, 4.5, nil),
        (14, "w", 256.97336829, 86_399, nil),
        (15, "nan", .nan, 0, nil),
        (16, "inf", -.infinity, 0, nil),
    ]

    private static func element(_ row: Int) -> Awkward {
        let (number, text, value, seconds, flag) = rows[row]
        let when = Date(timeIntervalSince1970: seconds)
        return Awkward(
            at: JSONNullable(flag == nil ? nil : when), flag: JSONNullable(flag), number: number,
            optionalText: flag == true ? text : nil, text: text, value: value, when: when)
    }

    private static let tool = Tool(
        root: Command(
            name: "t", summary: "t.summary",
            subcommands: ["written", "encoded"].map { mode in
                Command(name: mode, summary: "t.summary") { context in
                    let row = Int(context.environment.variables["ROW"] ?? "") ?? 0
                    let elements = [element(row), element(0), element(row)]
                    let array = JSONStreamedArray(count: elements.count) {
                        mode == "written" ? elements[$0] as any Encodable : Encoded(element: elements[$0])
                    }
                    try context.writeJSON(Document(), streaming: ["items": array])
                    return .success
                }
            }), version: "0.0.1", catalogs: [])

    @Test(arguments: rows.indices)
    func writtenTextIsTheEncodersText(row: Int) async {
        let harness = ToolHarness(Self.tool)
        let written = await harness.run(["written"], variables: ["ROW": "\(row)"])
        let encoded = await harness.run(["encoded"], variables: ["ROW": "\(row)"])
        expectEqual(written.exitCode, encoded.exitCode)
        expectEqual(written.standardOutput, encoded.standardOutput)
        expectEqual(written.standardError, encoded.standardError)
    }
}
