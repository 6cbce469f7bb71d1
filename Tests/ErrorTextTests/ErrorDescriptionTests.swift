import Expectations
import Foundation
import Localization
import Testing

/// Every library error describes itself (issue 20): `localizedDescription`, `errorDescription` and `description`
/// are the English catalog text a tool shows, never Foundation's "The operation could not be completed." nor a
/// Swift value dump.
@Suite struct ErrorDescriptionTests {
    /// The sample types only a tool can render: none since CLIKit's errors describe themselves too (`CommandError`
    /// carries the throwing tool's key and has no samples here).
    static let appLayerTypes: Set<String> = []

    @Test func everyLibraryErrorTypeDescribesItself() {
        let describing = Set(ErrorSamples.all.filter { $0.error is any CatalogLocalizedError }.map(\.type))
        let all = Set(ErrorSamples.all.map(\.type))
        expectEqual(describing, all.subtracting(Self.appLayerTypes))
    }

    @Test(arguments: ErrorSamples.all.filter { $0.error is any CatalogLocalizedError })
    func descriptionIsTheEnglishCatalogText(sample: ErrorSamples.Sample) throws {
        let error = try #require(sample.error as? any CatalogLocalizedError)
        let tool = try #require(sample.tools.first)
        let english = Localizer(language: .english, sets: tool.sets).message(for: sample.error)
        expectNotEqual(english, sample.error.messageKey, "no English text for \(sample)")
        expectEqual(error.localizedDescription, english, "\(sample)")
        expectEqual(error.errorDescription, english, "\(sample)")
        #expect(error.description == english && "\(error)" == english, "\(sample)")
        #expect(!error.localizedDescription.contains("The operation could not be completed"), "\(sample)")
    }

    @Test(arguments: ErrorSamples.all.filter { $0.error is any CatalogLocalizedError })
    func messageInALanguageIsThatCatalogsText(sample: ErrorSamples.Sample) throws {
        let error = try #require(sample.error as? any CatalogLocalizedError)
        let tool = try #require(sample.tools.first)
        for language in Language.allCases {
            expectEqual(error.message(in: language), Localizer(language: language, sets: tool.sets).message(for: error))
        }
    }
}
