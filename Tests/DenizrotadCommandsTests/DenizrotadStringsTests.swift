import Expectations
import Localization
import Testing

@testable import DenizrotadCommands

/// The daemon's catalogs: the same keys, placeholders and plural categories in all seven languages.
@Suite("denizrotad catalogs")
struct DenizrotadStringsTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        expectEqual(CatalogConsistencyChecker.issues(in: DenizrotadStrings.catalogs).map(\.description), [])
        expectEqual(DenizrotadStrings.catalogs.languages, Set(Language.allCases))
    }
}
