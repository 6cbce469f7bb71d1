import CLIKit
import CLIKitTesting
import ConversionKit
import ConversionKitTestSupport
import ConversionStorage
import Expectations
import Foundation
import Testing
import UnitconvCommands

/// `unitconv --json`, `favorites --json` and `history --json` write ConversionKit's own Codable types: the library's
/// encoding of the same conversion is the tool's output byte for byte (issue 35, one JSON vocabulary).
@Suite struct LibraryDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        /// What the library converts: the input as the tool normalizes it.
        let input: String
        let precision: Int
        var digits: Int?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["1", "mi", "km"], input: "1 mi km", precision: 8),
        Case(arguments: ["10", "delta_degC", "degF"], input: "10 delta_degC degF", precision: 8),
        Case(arguments: ["1", "ft", "cm", "--digits", "3"], input: "1 ft cm", precision: 8, digits: 3),
        Case(arguments: ["100", "cm", "in", "--precision", "2"], input: "100 cm in", precision: 2),
        Case(arguments: ["5 ft 3 in to cm"], input: "5 ft 3 in to cm", precision: 8),
    ]

    func run(_ arguments: [String], store: InMemoryConversionStore) async -> ToolRun {
        var harness = ToolHarness(
            UnitconvTool.tool, variables: ["LANG": "C", "UNITCONV_DB": "/nonexistent-unitconv-library/never.sqlite"],
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        harness.services = UnitconvServices { _, _ in ConversionStores(history: store, favorites: store) }
        return await harness.run(arguments)
    }

    @Test(arguments: cases)
    func conversionIsTheLibraryDocument(_ item: Case) async throws {
        let run = await run(item.arguments + ["--json"], store: InMemoryConversionStore())
        let formatter = try ResultFormatter(
            precision: item.precision, significantDigits: item.digits,
            minimumSignificantDigits: item.arguments.contains("--precision") ? 1 : 6)
        let document = ConversionDocument(try UnitConversionEngine().convert(item.input), formatter: formatter)
        expectEqual(run.standardOutput, try JSONText.text(LibraryDocument(document)))
        expectEqual(try JSONDecoder().decode(ConversionDocument.self, from: Data(run.standardOutputBytes)), document)
    }

    @Test func favoritesAndHistoryAreTheLibraryDocuments() async throws {
        let store = InMemoryConversionStore()
        _ = await run(["favorites", "add", "km", "mi"], store: store)
        _ = await run(["1", "mi", "km"], store: store)
        let favorites = await run(["favorites", "--json"], store: store)
        expectEqual(favorites.standardOutput, try JSONText.text(LibraryDocument(FavoriteList(store.favorites()))))
        let history = await run(["history", "--json"], store: store)
        expectEqual(history.standardOutput, try JSONText.text(["entries": store.recent(limit: 100)]))
        // `from` and `to`, as in a conversion's JSON (the stored rows keep `fromID`/`toID`; both read back).
        #expect(history.standardOutput.contains(#""from" : "length.mile""#))
        let stored = #"{"date":0,"exact":"1","fromID":"a","input":"1 a b","precision":0,"toID":"b","value":"1"}"#
        expectEqual(try JSONDecoder().decode(HistoryEntry.self, from: Data(stored.utf8)).fromID, "a")
    }
}
