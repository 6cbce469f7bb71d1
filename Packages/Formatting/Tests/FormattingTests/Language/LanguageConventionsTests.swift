import Expectations
import Testing

@testable import Formatting

@Suite struct LanguageConventionsTests {
    @Test func everyLanguageHasCompleteTables() {
        expectEqual(Set(LanguageConventions.supported).count, 7)
        for conventions in LanguageConventions.supported {
            expectEqual(conventions.monthNames.count, 12)
            expectEqual(conventions.hemisphereLetters.count, 4)
            expectNotEqual(conventions.decimalSeparator, conventions.groupingSeparator)
            #expect(conventions.units.minutes.contains("{0}"))
        }
    }

    /// A caller bridges from its language with the tag: BCP 47 tags and POSIX locale names reach their tables by the
    /// primary subtag, in any case.
    @Test(arguments: [
        ("tr", LanguageConventions.turkish), ("tr_TR.UTF-8", .turkish), ("en", .english), ("en_US", .english),
        ("es", .spanish), ("fr", .french), ("de-AT", .german), ("DE_de@euro", .german),
        ("zh-Hans", .simplifiedChinese), ("zh_CN", .simplifiedChinese), ("ja", .japanese), ("ja_JP", .japanese),
    ])
    func tagsReachTheirTables(tag: String, expected: LanguageConventions) {
        expectEqual(LanguageConventions(tag: tag), expected)
    }

    /// A tag naming none of the seven languages gives English, as Localization's `Language` falls back to English.
    @Test(arguments: ["it", "pt-BR", "C", "", "-"])
    func otherTagsGiveEnglish(tag: String) {
        expectEqual(LanguageConventions(tag: tag), .english)
    }
}
