import Testing

@testable import Formatting

@Suite struct FormatLanguageTests {
    @Test(arguments: [
        ("tr", FormatLanguage.tr), ("tr_TR.UTF-8", .tr), ("EN-us", .en), ("es", .es), ("fr_CA", .fr), ("de-AT", .de),
        ("zh-Hans", .zhHans), ("zh_CN", .zhHans), ("ja_JP", .ja), ("zh", .zhHans),
    ])
    func readsCodes(code: String, expected: FormatLanguage) {
        #expect(FormatLanguage(code: code) == expected)
    }

    @Test(arguments: ["zh-Hant", "zh_TW", "it", "", "C"])
    func rejectsOtherLanguages(code: String) {
        #expect(FormatLanguage(code: code) == nil)
    }

    @Test func everyLanguageHasCompleteTables() {
        for language in FormatLanguage.allCases {
            let conventions = language.conventions
            #expect(conventions.monthNames.count == 12)
            #expect(conventions.hemisphereLetters.count == 4)
            #expect(conventions.decimalSeparator != conventions.groupingSeparator)
            #expect(conventions.units.minutes.contains("{0}"))
        }
    }
}
