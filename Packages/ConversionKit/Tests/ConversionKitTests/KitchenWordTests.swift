import Expectations
import Localization
import Testing

@testable import ConversionKit

/// Issue 32, item 6: the kitchen words of the tool's languages, qualified as the output qualifies them, are
/// accepted; the plain ones, which name several measures, are refused naming them.
@Suite struct KitchenWordTests {
    @Test(arguments: [
        (Language.german, "1 US-Tasse ml", "236.5882365"),
        (.german, "1 metrische Tasse ml", "250"),
        (.german, "2 Imp. Tassen ml", "568.26125"),
        (.german, "1 US-Esslöffel ml", "14.78676478125"),
        (.french, "1 tasse américaine ml", "236.5882365"),
        (.french, "1 cuillère à soupe métrique ml", "15"),
        (.spanish, "1 taza métrica ml", "250"),
        (.spanish, "1 cucharada de EE. UU. ml", "14.78676478125"),
        (.japanese, "1 メトリックカップ ml", "250"),
        (.japanese, "1 大さじ ml", "15"),
        (.simplifiedChinese, "1 公制杯 ml", "250"),
        (.turkish, "1 metrik su bardağı ml", "250"),
        (.turkish, "1 ABD yemek kaşığı ml", "14.78676478125"),
    ])
    func qualifiedWordsAreAccepted(language: Language, input: String, expected: String) throws {
        let value = try UnitConversionEngine().convert(input, grouping: .commaGroups, language: language).value
        expectEqual(value.exactString, expected)
    }

    @Test(arguments: [
        (Language.german, "1 Tasse ml", "Tasse", KitchenWords.cups),
        (.german, "1 EL ml", "EL", KitchenWords.tablespoons),
        (.german, "1 TL ml", "TL", KitchenWords.teaspoons),
        (.french, "1 tasse ml", "tasse", KitchenWords.cups),
        (.french, "2 cuillères à soupe ml", "cuillères à soupe", KitchenWords.tablespoons),
        (.spanish, "1 taza ml", "taza", KitchenWords.cups),
        (.spanish, "1 cucharada ml", "cucharada", KitchenWords.tablespoons),
        (.japanese, "1 カップ ml", "カップ", KitchenWords.cups),
        (.simplifiedChinese, "1 杯 ml", "杯", KitchenWords.cups),
        (.turkish, "1 su bardağı ml", "su bardağı", KitchenWords.cups),
    ])
    func plainWordsAreRefusedNamingTheMeasures(language: Language, input: String, word: String, ids: [String]) {
        #expect(throws: ConversionError.ambiguousUnitWord(word, alternatives: ids)) {
            try UnitConversionEngine().convert(input, grouping: .commaGroups, language: language)
        }
    }

    @Test func everyAlternativeIsAUnit() {
        for words in KitchenWords.ambiguous.values {
            for ids in words.values { #expect(ids.allSatisfy { UnitCatalog.standard.unit(withID: $0) != nil }) }
        }
    }
}

/// Issue 32: Chinese and Japanese output writes some numbers inside the unit's words; pasted back, it reads.
@Suite struct CircumfixFormTests {
    @Test(arguments: [
        (Language.japanese, "時速 100 キロメートル m/s", "250/9"),
        (.japanese, "大さじ1 ml", "15"),
        (.japanese, "英小さじ2 ml", "454609/38400"),  // 2 × 5/24 imperial fl oz = 11.8387760416… mL
        (.japanese, "摂氏 20 度 K", "293.15"),
        (.japanese, "華氏 -40 度 摂氏度", "-40"),
        (.simplifiedChinese, "每小时100公里 m/s", "250/9"),
        (.simplifiedChinese, "每秒1,000米 km/h", "3600"),
    ])
    func outputFormsReadBack(language: Language, input: String, expected: String) throws {
        let value = try UnitConversionEngine().convert(input, grouping: .commaGroups, language: language).value
        expectEqual(value.exactString, expected)
    }
}
