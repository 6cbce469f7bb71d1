import CLIKit
import CLIKitTesting
import Expectations
import Foundation
import Localization
import Testing

/// Every error case of every `LocalizableError`, rendered through each tool's catalogs in all seven languages, is a
/// sentence: no raw catalog key, no unfilled placeholder, no Swift type dump.
@Suite struct ErrorCatalogTests {
    /// Distinct case names per type.
    ///
    /// A case with an associated enum counts once per value of that enum. Bump the count with the new `name(of:)`
    /// arm, and add a sample, when a type gains a case.
    static let expectedCaseCounts: [String: Int] = [
        "UsageError": 15, "OutputFileError": 13, "InputFileError": 4, "ControlSocketError": 6,
        "UnsupportedLanguageError": 1, "CatalogError": 3, "InputValidationError": 1, "NumberParseError": 6,
        "CoordinateParseError": 7,
        "DateParseError": 3, "PDFFontLoadError": 3, "FontParseError": 4,
        "TariffError": 50, "ConversionError": 32, "StorageError": 19, "RouteError": 8, "BoatSettingsError": 9,
        "InterchangeError": 8, "OpenMeteoError": 9, "WeatherServiceError": 1, "FetchError": 2, "MagneticModelError": 1,
        "CoastlineError": 1,
        "SyncError": 13,
    ]

    @Test func everyCaseHasASample() {
        var names: [String: Set<String>] = [:]
        for sample in ErrorSamples.all { names[sample.type, default: []].insert(sample.name) }
        expectEqual(names.mapValues(\.count), Self.expectedCaseCounts)
    }

    /// Text a user must never see: Swift's descriptions of values and errors, SQLite's codes.
    static let dumps = ["Optional(", "DecodingError", "SQLite code", "(extended", "Swift.", "Error("]

    @Test(arguments: ErrorSamples.allTools)
    func everyMessageIsASentence(tool: ErrorSamples.ToolCatalogs) {
        let keys = Set(tool.sets.flatMap { $0.catalogs.values.flatMap(\.entries.keys) })
        for language in Language.allCases {
            let localizer = Localizer(language: language, sets: tool.sets)
            for sample in ErrorSamples.all where sample.tools.contains(where: { $0.name == tool.name }) {
                let text = Self.render(sample.error, localizer)
                let context = "\(tool) \(language.tag) \(sample): \(text)"
                #expect(!text.isEmpty && text != sample.error.messageKey, "\(context)")
                #expect(localizer.entry(sample.error.messageKey) != nil, "no catalog entry: \(context)")
                #expect(!keys.contains(where: { text.contains($0) }), "raw key: \(context)")
                #expect(text.range(of: #"\{\d+\}"#, options: .regularExpression) == nil, "placeholder: \(context)")
                #expect(!Self.dumps.contains(where: { text.contains($0) }), "dump: \(context)")
                #expect(text.range(of: #"[A-Z][A-Za-z]+\([a-z]+:"#, options: .regularExpression) == nil, "\(context)")
            }
        }
    }

    /// Usage errors name value kinds by catalog key, resolved by the renderer, as the runner does.
    private static func render(_ error: any LocalizableError, _ localizer: Localizer) -> String {
        if let usage = error as? UsageError { return MessageRenderer(localizer: localizer).message(for: usage) }
        return localizer.message(for: error)
    }

    /// The runner's fallback for errors that are not localizable: a decoding failure names the field.
    @Test func decodingErrorsNameTheField() async {
        struct Boat: Decodable { let name: String }
        let failing = Command(name: "d", summary: "s") { _ in
            _ = try JSONDecoder().decode(Boat.self, from: Data(#"{"nam":"x"}"#.utf8))
            return .success
        }
        let tool = Tool(root: Command(name: "t", summary: "t", subcommands: [failing]), version: "1", catalogs: [])
        let run = await ToolHarness(tool).run(["d"], language: "de_DE")
        expectEqual(run.exitCode, .failure)
        #expect(run.standardError.hasSuffix("das Feld name fehlt oder hat den falschen Typ\n"), "\(run.standardError)")
    }
}
