import Localization
import Testing

@testable import Formatting

@Suite struct LanguageConventionsTests {
    @Test func everyLanguageHasCompleteTables() {
        for language in Language.allCases {
            let conventions = language.conventions
            #expect(conventions.monthNames.count == 12)
            #expect(conventions.hemisphereLetters.count == 4)
            #expect(conventions.decimalSeparator != conventions.groupingSeparator)
            #expect(conventions.units.minutes.contains("{0}"))
        }
    }

    /// The tables are chosen by the workspace's one language type: a language read from a locale name gets its
    /// separators without a conversion.
    @Test(arguments: [
        ("tr_TR.UTF-8", ",", "."), ("en_US", ".", ","), ("de-AT", ",", "."), ("zh_CN", ".", ","), ("ja_JP", ".", ","),
    ])
    func localeNamesReachTheirTables(identifier: String, decimal: Character, grouping: Character) throws {
        let language = try #require(Language(identifier: identifier))
        #expect(language.conventions.decimalSeparator == decimal)
        #expect(language.conventions.groupingSeparator == grouping)
    }
}
