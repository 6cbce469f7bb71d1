import DenizrotaCommands
import Expectations
import Localization
import MarineKit
import Testing

/// The command module's catalogs agree across the seven languages (keys, placeholders, plural categories), and
/// so do MarineKit's navigation catalogs the tool lists with them.
@Suite("denizrota catalogs")
struct DenizrotaStringsTests {
    @Test func catalogsAreConsistentInAllSevenLanguages() {
        expectEqual(CatalogConsistencyChecker.issues(in: DenizrotaStrings.catalogs).map(\.description), [])
        expectEqual(DenizrotaStrings.catalogs.languages, Set(Language.allCases))
        expectEqual(CatalogConsistencyChecker.issues(in: NavigationStrings.catalogs).map(\.description), [])
    }

    @Test func theToolListsMarineKitsNavigationCatalogs() {
        #expect(DenizrotaTool.catalogs.map(\.name).contains(NavigationStrings.catalogs.name))
    }
}
