import Expectations
import Localization
import Testing

/// CLDR 46 cardinal plural rules (`common/supplemental/plurals.xml`), checked on the rules' own sample values.
@Suite struct PluralRulesTests {
    @Test(arguments: [
        // en, de: one = i = 1 and v = 0
        (Language.english, "1", PluralCategory.one), (.english, "0", .other), (.english, "2", .other),
        (.english, "1.0", .other), (.english, "0.5", .other), (.english, "1000000", .other),
        (.german, "1", .one), (.german, "1.5", .other), (.german, "21", .other), (.german, "-1", .one),
        // tr: one = n = 1
        (.turkish, "1", .one), (.turkish, "1.0", .one), (.turkish, "1.00", .one), (.turkish, "1.5", .other),
        (.turkish, "0", .other), (.turkish, "2", .other), (.turkish, "0.1", .other),
        // es: one = n = 1; many = e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
        (.spanish, "1", .one), (.spanish, "1.0", .one), (.spanish, "0", .other), (.spanish, "2", .other),
        (.spanish, "1000000", .many), (.spanish, "2000000", .many), (.spanish, "1000000.0", .other),
        (.spanish, "1000001", .other), (.spanish, "1c6", .many), (.spanish, "1.5c6", .many), (.spanish, "1c3", .other),
        (.spanish, "0.5", .other),
        // fr: one = i = 0,1; many as es
        (.french, "0", .one), (.french, "1", .one), (.french, "1.5", .one), (.french, "0.99", .one),
        (.french, "2", .other), (.french, "1000000", .many), (.french, "3000000", .many), (.french, "2c6", .many),
        (.french, "1000000.5", .other), (.french, "100", .other),
        // ja, zh-Hans: other only
        (.japanese, "1", .other), (.japanese, "1000000", .other), (.simplifiedChinese, "1", .other),
        (.simplifiedChinese, "0.5", .other),
    ])
    func decimalSamples(language: Language, number: String, expected: PluralCategory) throws {
        let operands = try #require(PluralOperands(number))
        expectEqual(language.pluralCategory(for: operands), expected)
    }

    @Test(arguments: [
        (Language.english, 1, PluralCategory.one), (.english, 0, .other), (.english, -1, .one),
        (.turkish, 1, .one), (.turkish, 5, .other), (.german, 1, .one), (.german, 11, .other),
        (.spanish, 1, .one), (.spanish, 1_000_000, .many), (.spanish, 999_999, .other),
        (.french, 0, .one), (.french, 1, .one), (.french, 2, .other), (.french, 1_000_000, .many),
        (.japanese, 1, .other), (.simplifiedChinese, 2, .other),
    ])
    func integerSamples(language: Language, count: Int, expected: PluralCategory) {
        expectEqual(language.pluralCategory(for: count), expected)
    }

    @Test func requiredCategoriesPerLanguage() {
        expectEqual(Language.turkish.pluralCategories, [.one, .other])
        expectEqual(Language.english.pluralCategories, [.one, .other])
        expectEqual(Language.german.pluralCategories, [.one, .other])
        expectEqual(Language.spanish.pluralCategories, [.one, .many, .other])
        expectEqual(Language.french.pluralCategories, [.one, .many, .other])
        expectEqual(Language.japanese.pluralCategories, [.other])
        expectEqual(Language.simplifiedChinese.pluralCategories, [.other])
    }

    @Test func operandsFollowTR35() throws {
        let operands = try #require(PluralOperands("-12.3400"))
        expectEqual(operands.integerDigits, 12)
        expectEqual(operands.visibleFractionDigitCount, 4)
        expectEqual(operands.visibleFraction, 3400)
        expectEqual(operands.fractionWithoutTrailingZeros, 34)
        expectEqual(operands.compactExponent, 0)
        let compact = try #require(PluralOperands("1.25c3"))
        expectEqual(compact.integerDigits, 1250)
        expectEqual(compact.visibleFractionDigitCount, 0)
        expectEqual(compact.compactExponent, 3)
        let comma = try #require(PluralOperands("1,5"))
        #expect(comma.integerDigits == 1 && comma.visibleFraction == 5)
        expectEqual(PluralOperands("99999999999999999999999")?.integerDigits, UInt64.max)
        expectEqual(PluralOperands(-3), PluralOperands("3"))
    }

    @Test(arguments: ["", "-", "abc", "1.", ".5", "1.2.3", "1,2,3", "1c", "1c-2", "1e3", "12abc", "1 000"])
    func malformedNumbersHaveNoOperands(text: String) {
        #expect(PluralOperands(text) == nil)
    }

    @Test func categoriesSortInCLDROrder() {
        expectEqual([PluralCategory.other, .many, .one, .zero, .few, .two].sorted(), PluralCategory.allCases)
    }
}
