import Expectations
import Foundation
import TariffKit
import Testing

/// Every key TariffKit produces has a message in every language, with the same placeholders as English.
@Suite struct CatalogTests {
    /// The catalog's texts; a plural entry (`{"one": …, "other": …}`) as its forms joined, for the placeholder check.
    static func catalog(_ language: String) throws -> [String: String] {
        let bytes = try #require(TariffStringCatalogs.byLanguage[language])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return object.compactMapValues { value in
            (value as? String) ?? (value as? [String: String]).map { $0.values.sorted().joined(separator: " | ") }
        }
    }

    static func placeholders(_ text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    static let producedKeys: [String] = {
        var keys = BreakdownLine.Kind.allCases.map { "fee.breakdown.\($0.rawValue)" }
        keys += DisputeType.allCases.map { "disputeType.\($0.rawValue)" }
        for name in FeeReadings.names {
            keys += (FeeReadings.values(of: name) ?? []).map { "assumption.\(name).\($0)" }
        }
        keys += ["assumption.rounding.halfUpAtEnd", "assumption.shares.remainderToFirst"]
        let errors: [TariffError] = [
            .unknownDisputeType("x"), .noTariffForYear(1), .noTariffForDate(day("2020-01-01")),
            .missingTariffFigure(year: 1, figure: "x"), .tooFewPersons(1), .tooFewMediators(0), .hoursNotPositive(0),
            .amountNotPositive(input: "x", value: 0), .amountNegative(input: "x", value: -1),
            .newRentNotAboveOld(oldRent: 2, newRent: 1), .basisRequiresType(basis: "reinstatement", type: .labor),
            .seriesBelowThreshold(files: 1, threshold: 10), .noStatutoryDeadline(.family),
            .invalidVATWithholding("x"), .monthsOutOfRange(9, 4, 8), .noStatutoryDeadline(.other),
            .basisRequiresType(basis: "eviction", type: .tenancy),
            .basisRequiresType(basis: "rentDetermination", type: .tenancy), .noFeeRequiresMandatory,
        ]
        keys += errors.map(\.messageKey)
        keys += ["error.tariffFile.duplicate", "error.holidayFile.notADate"]
        return keys
    }()

    @Test(arguments: ["en", "tr", "es", "fr", "de", "zh-Hans", "ja"])
    func complete(language: String) throws {
        let english = try Self.catalog("en")
        let catalog = try Self.catalog(language)
        expectEqual(Set(catalog.keys), Set(english.keys))
        for key in Self.producedKeys { #expect(catalog[key] != nil, "\(language) lacks \(key)") }
        for (key, text) in catalog {
            expectEqual(Self.placeholders(text), Self.placeholders(english[key] ?? ""), "\(language) \(key)")
        }
    }

    @Test func turkishIsTranslated() throws {
        #expect(
            try Self.catalog("tr")["error.noTariffForYear"]
                == "{0} yılı için bilinen bir tarife yok. O yılın tarife dosyasını verin.")
    }
}
