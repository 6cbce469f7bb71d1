import Testing

@testable import Formatting

@Suite struct LanguageConventionsTests {
    @Test func everyLanguageHasCompleteTables() {
        #expect(Set(LanguageConventions.supported).count == 7)
        for conventions in LanguageConventions.supported {
            #expect(conventions.monthNames.count == 12)
            #expect(conventions.hemisphereLetters.count == 4)
            #expect(conventions.decimalSeparator != conventions.groupingSeparator)
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
        #expect(LanguageConventions(tag: tag) == expected)
    }

    /// A tag naming none of the seven languages gives English, as Localization's `Language` falls back to English.
    @Test(arguments: ["it", "pt-BR", "C", "", "-"])
    func otherTagsGiveEnglish(tag: String) {
        #expect(LanguageConventions(tag: tag) == .english)
    }
}
