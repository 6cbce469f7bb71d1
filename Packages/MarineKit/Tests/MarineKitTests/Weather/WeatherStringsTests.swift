import Expectations
import Foundation
import Localization
import Testing

@testable import MarineKit

/// Every weather catalog holds the same keys with the same placeholders, and every key the code uses.
@Suite struct WeatherStringsTests {
    /// The catalog's texts by key; a plural entry (`{"one": …, "other": …}`) by its `other` form, which every
    /// language has.
    static func catalog(_ language: String) throws -> [String: String] {
        let bytes = try #require(WeatherStrings.catalogJSON(language: language))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return entries.compactMapValues { entry in
            entry as? String ?? (entry as? [String: String])?["other"]
        }
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set((0..<4).map { "{\($0)}" }.filter { text.contains($0) })
    }

    static let usedKeys: [String] =
        (0...12).map { "beaufort.force\($0)" }
        + (0...9).map { "douglas.state\($0)" } + RiskLevel.allCases.map(\.nameKey)
        + [
            OpenMeteoError.api(status: 400, reason: ""), .httpStatus(500), .malformed(detail: ""),
            .locationCountMismatch(expected: 1, received: 2), .transport(detail: ""),
        ].map(\.messageKey)
        + ["error.weather.noCache", "warning.weather.stale"]

    @Test(arguments: Language.allCases.map(\.rawValue))
    func sameKeysAndPlaceholdersAsEnglish(language: String) throws {
        let english = try Self.catalog("en")
        let other = try Self.catalog(language)
        expectEqual(Set(other.keys), Set(english.keys))
        for (key, text) in english {
            expectEqual(Self.placeholders(other[key] ?? ""), Self.placeholders(text), "\(language) \(key)")
        }
        #expect(Set(Self.usedKeys).subtracting(other.keys).isEmpty)
    }

    /// The tables' headers are one cell per column, separated by `|`, in every language (CLIKit's `TextTable`
    /// lays them out; a missing or extra `|` would shift every column after it).
    @Test(arguments: Language.allCases.map(\.rawValue))
    func tableHeadersHaveOneCellPerColumn(language: String) throws {
        let catalog = try Self.catalog(language)
        for (key, columns) in [("plan.text.columns", 12), ("weather.text.columns", 8)] {
            let cells = (catalog[key] ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == columns && !cells.contains(""), "\(language) \(key)")
        }
    }

    @Test func turkishNamesFromTheTable() throws {
        let turkish = try Self.catalog("tr")
        expectEqual(turkish[BeaufortForce(knots: 35).descriptionKey], "Fırtına")
        expectEqual(turkish[DouglasSeaState(heightMeters: 1).descriptionKey], "Hafif dalgalı")
        #expect(WeatherStrings.catalogJSON(language: "xx") == nil)
        #expect(CatalogConsistencyChecker.issues(in: WeatherStrings.catalogs).isEmpty)
    }
}
