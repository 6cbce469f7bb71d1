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

    /// `unitconv 100 USD EUR --json` is ConversionKit's `CurrencyConversionDocument` and a bad `--batch --json` line
    /// its `ConversionFailureDocument`, byte for byte.
    @Test func currencyAndBatchFailuresAreTheLibraryDocuments() async throws {
        // ECB's table of one day with one rate, 1 EUR = 1.155 USD, as a stale copy.
        let rates = ExchangeRates(
            source: .ecb, date: "2026-11-27", rates: ["USD": ExchangeRate(units: 1.155, baseAmount: 1)])
        let lookup = RatesLookup(rates: rates, staleBecause: "offline")
        var harness = ToolHarness(
            UnitconvTool.tool, variables: ["LANG": "C", "UNITCONV_DB": "/nonexistent-unitconv-library/never.sqlite"],
            now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let store = InMemoryConversionStore()
        harness.services = UnitconvServices(
            openStores: { _, _ in ConversionStores(history: store, favorites: store) },
            currencyRates: InMemoryCurrencyRates([.ecb: lookup]))
        let currency = await harness.run(["100", "USD", "EUR", "--rates", "ecb", "--json"])
        let document = try CurrencyConversionDocument(
            input: "100 USD EUR", from: "USD", to: "EUR", amount: 100,
            value: rates.convert(100, from: "USD", to: "EUR"),
            lookup: lookup,
            formatter: ResultFormatter(precision: 2, significantDigits: nil, minimumSignificantDigits: 2))
        expectEqual(currency.standardOutput, try JSONText.text(LibraryDocument(document)))
        expectEqual([document.value, document.rateSource.rawValue], ["86.58", "ecb"])  // 100 ÷ 1.155
        #expect(document.stale && !document.exact)
        let batch = await harness.run(["--batch", "--json"], input: "1 m cm\nx\n")
        let lines = batch.standardOutput.split(separator: "\n").map(String.init)
        let failure = try JSONDecoder().decode(ConversionFailureDocument.self, from: Data(lines[1].utf8))
        expectEqual(failure.input, "x")
        expectEqual(lines[1] + "\n", try JSONText.text(LibraryDocument(failure), pretty: false))
    }
}
