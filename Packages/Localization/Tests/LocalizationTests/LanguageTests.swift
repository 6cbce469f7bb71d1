import Expectations
import Localization
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        ("tr", Language.turkish), ("tr_TR.UTF-8", .turkish), ("TR-tr", .turkish), ("en_US.UTF-8", .english),
        ("C", .english), ("POSIX", .english), ("C.UTF-8", .english), ("de_DE@euro", .german), ("es_MX", .spanish),
        ("fr_CA.ISO-8859-1", .french), ("zh_CN.UTF-8", .simplifiedChinese), ("zh-Hans", .simplifiedChinese),
        ("zh_Hans_CN", .simplifiedChinese), ("ja_JP.eucJP", .japanese), (" ja ", .japanese),
    ])
    func identifierParses(identifier: String, expected: Language) {
        expectEqual(Language(identifier: identifier), expected)
    }

    @Test(arguments: ["", "xx", "it_IT.UTF-8", "c", ".UTF-8", "_TR", "english"])
    func unknownIdentifierIsNil(identifier: String) {
        #expect(Language(identifier: identifier) == nil)
    }

    @Test func tagsAreTheCatalogFileSuffixes() {
        expectEqual(Language.allCases.map(\.tag), ["tr", "en", "es", "fr", "de", "zh-Hans", "ja"])
        expectEqual(Language.fallback, .english)
    }

    @Test(
        arguments: [
            (nil, [:], Language.english),
            (nil, ["LANG": "tr_TR.UTF-8"], .turkish),
            (nil, ["LANG": "C"], .english),
            (nil, ["LANG": "tr_TR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"], .german),
            (nil, ["LANG": "tr_TR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "ja_JP.UTF-8"], .japanese),
            (nil, ["LANG": "tr_TR.UTF-8", "LC_ALL": ""], .turkish),
            (nil, ["LANG": "tr_TR.UTF-8", "LC_ALL": "it_IT.UTF-8"], .english),
            (nil, ["LANG": "POSIX"], .english),
            (nil, ["LANGUAGE": "fr", "LANG": "es_ES"], .french),
            ("zh", ["LC_ALL": "tr_TR.UTF-8"], .simplifiedChinese),
            ("en", ["LANG": "tr_TR.UTF-8"], .english),
        ] as [(String?, [String: String], Language)])
    func resolutionOrder(flag: String?, environment: [String: String], expected: Language) throws {
        #expect(try Language.resolve(flag: flag, environment: environment) == expected)
    }

    /// GNU gettext's `LANGUAGE` (gettext manual §2.3.3 "Specifying a Priority List of Languages"): a colon list
    /// whose first supported entry wins before `LC_ALL`/`LC_MESSAGES`/`LANG`, ignored under the C locale.
    @Test(
        arguments: [
            (["LANGUAGE": "de:fr", "LANG": "tr_TR.UTF-8"], Language.german),
            (["LANGUAGE": "it:xx:ja_JP", "LANG": "tr_TR.UTF-8"], .japanese),
            (["LANGUAGE": "it", "LANG": "tr_TR.UTF-8"], .turkish),
            (["LANGUAGE": "", "LANG": "tr_TR.UTF-8"], .turkish),
            (["LANGUAGE": "de", "LC_ALL": "es_ES.UTF-8", "LANG": "tr_TR.UTF-8"], .german),
            (["LANGUAGE": "de", "LANG": "C"], .english),
            (["LANGUAGE": "de", "LANG": "C.UTF-8"], .english),
            (["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "tr_TR.UTF-8"], .english),
            (["LANGUAGE": "de"], .english),
            (["LANGUAGE": "zh_TW:zh_CN", "LANG": "zh_TW.UTF-8"], .simplifiedChinese),
            (["LANGUAGE": "zh_TW", "LANG": "zh_TW.UTF-8"], .english),
        ] as [([String: String], Language)])
    func languageListComesFirst(environment: [String: String], expected: Language) {
        expectEqual(Language.fromEnvironment(environment), expected)
    }

    /// Traditional Chinese is not shown Simplified Chinese unasked: its tags name no supported language.
    @Test(arguments: ["zh_TW.UTF-8", "zh_HK", "zh-MO", "zh-Hant", "zh_Hant_TW", "zh-hant-hk"])
    func traditionalChineseIsUnsupported(identifier: String) {
        #expect(Language(identifier: identifier) == nil)
        expectEqual(Language.fromEnvironment(["LANG": identifier]), .english)
    }

    @Test(arguments: ["zh", "zh_CN", "zh_SG.UTF-8", "zh-Hans-TW", "zh_Hans_HK"])
    func simplifiedChineseTagsStillParse(identifier: String) {
        expectEqual(Language(identifier: identifier), .simplifiedChinese)
    }

    @Test func unsupportedFlagThrows() {
        #expect(throws: UnsupportedLanguageError(identifier: "klingon")) {
            try Language.resolve(flag: "klingon", environment: ["LANG": "tr_TR.UTF-8"])
        }
        let error = UnsupportedLanguageError(identifier: "it")
        expectEqual(error.messageKey, "error.unsupportedLanguage")
        expectEqual(error.messageArguments, ["it", "tr, en, es, fr, de, zh-Hans, ja"])
        expectEqual(error.messageArguments(for: .german), error.messageArguments)
    }
}
