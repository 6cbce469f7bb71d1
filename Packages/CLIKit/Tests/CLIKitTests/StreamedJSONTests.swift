import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Testing

/// `writeJSON(_:streaming:)` writes the same text as one encoding of the whole document (issue 30: `route show
/// --json` of a 200,000-point route held 1.1 GB as one tree).
@Suite struct StreamedJSONTests {
    private struct Item: Encodable {
        let number: Int
        let name: String
        let when: Date
    }

    private struct Whole: JSONDocument {
        let items: [Item]
        let after = "z"
        let before = ["a": 1]
    }

    private struct Streamed: JSONDocument {
        let items = JSONStreamedArray.placeholder("items")
        let after = "z"
        let before = ["a": 1]
    }

    private static func items(_ count: Int) -> [Item] {
        (0..<count).map { Item(number: $0, name: "P\($0) \"q\"", when: Date(timeIntervalSince1970: Double($0))) }
    }

    private static let tool = Tool(
        root: Command(
            name: "t", summary: "t.summary",
            subcommands: [
                Command(name: "whole", summary: "t.summary") { context in
                    try context.writeJSON(Whole(items: items(Int(context.environment.variables["N"] ?? "") ?? 0)))
                    return .success
                },
                Command(name: "streamed", summary: "t.summary") { context in
                    let all = items(Int(context.environment.variables["N"] ?? "") ?? 0)
                    let array = JSONStreamedArray(count: all.count) { all[$0] }
                    try context.writeJSON(Streamed(), streaming: ["items": array])
                    return .success
                },
            ]), version: "0.0.1", catalogs: [])

    /// Empty, one batch and more than one batch of 1,024 elements.
    @Test(arguments: [0, 2, 1_030])
    func streamedTextIsTheWholeDocumentsText(count: Int) async {
        let harness = ToolHarness(Self.tool)
        let whole = await harness.run(["whole"], variables: ["N": "\(count)"])
        let streamed = await harness.run(["streamed"], variables: ["N": "\(count)"])
        expectEqual(streamed.exitCode, .success)
        expectEqual(streamed.standardOutput, whole.standardOutput)
    }
}
