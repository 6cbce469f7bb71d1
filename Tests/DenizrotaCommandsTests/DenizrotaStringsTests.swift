import DenizrotaCommands
import Localization
import Testing

/// The `denizrota` command catalogs: the same keys, placeholders and plural categories in all seven languages.
@Suite("denizrota catalogs")
struct DenizrotaStringsTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        #expect(CatalogConsistencyChecker.issues(in: DenizrotaStrings.catalogs).map(\.description) == [])
        #expect(DenizrotaStrings.catalogs.languages == Set(Language.allCases))
    }
}
