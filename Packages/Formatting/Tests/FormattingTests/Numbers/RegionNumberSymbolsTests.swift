import Expectations
import Testing

@testable import Formatting

/// Issue 32: every region's separators come from CLDR, whatever the message language.
@Suite struct RegionNumberSymbolsTests {
    @Test(arguments: [
        ("es_MX.UTF-8", ".", ","), ("es_US", ".", ","), ("es_419", ".", ","), ("es_ES.UTF-8", ",", "."),
        ("de_CH.UTF-8", ".", "'"), ("fr_CH", ",", "'"), ("it_CH", ".", "'"), ("de_DE@euro", ",", "."),
        ("fr_FR.UTF-8", ",", "\u{202F}"), ("ru_RU", ",", "\u{A0}"), ("it_IT", ",", "."), ("pt_BR", ",", "."),
        ("nl_NL", ",", "."), ("en_US", ".", ","), ("en_IN", ".", ","), ("zh_CN.UTF-8", ".", ","),
        ("zh-Hans-CN", ".", ","), ("ja_JP", ".", ","), ("tr_TR", ",", "."), ("de", ",", "."), ("de-CH", ".", "'"),
    ])
    func cldrSeparators(locale: String, decimal: Character, grouping: Character) throws {
        let symbols = try #require(RegionNumberSymbols(localeIdentifier: locale))
        expectEqual(symbols.decimalSeparator, decimal)
        expectEqual(symbols.groupingSeparator, grouping)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "", "xx_YY", "de_XX", "en_", "e"])
    func unknownLocalesHaveNoSymbols(locale: String) {
        #expect(RegionNumberSymbols(localeIdentifier: locale) == nil)
    }

    @Test func theTableNamesItsVersion() {
        #expect(Int(RegionNumberSymbols.cldrVersion) ?? 0 >= 49)
        #expect(RegionNumberSymbols.cldrRows.split(separator: "\n").count > 1000)
    }
}
