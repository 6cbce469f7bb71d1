import CLIKit
import Expectations
import Foundation
import Localization
import Testing
import Validation

@Suite struct ValidationMessageTests {
    private func message(_ failure: ValidationFailure, _ language: Language) -> String {
        MessageRenderer(localizer: Localizer(language: language, sets: [CLIStrings.catalogs])).message(for: failure)
    }

    private static let range = ValidationFailure(
        field: "--amount", rule: .range, value: .number(Decimal(string: "1000000.5") ?? 0),
        limits: [.number(1), .number(1_000_000)])

    @Test(arguments: [
        (Language.english, "--amount: 1,000,000.5 is outside the allowed range 1 to 1,000,000"),
        (.turkish, "--amount: 1.000.000,5 izin verilen 1 – 1.000.000 aralığının dışında"),
        (.spanish, "--amount: 1.000.000,5 está fuera del intervalo permitido de 1 a 1.000.000"),
        (
            .french,
            "--amount : 1\u{202F}000\u{202F}000,5 est hors de l'intervalle autorisé de 1 à 1\u{202F}000\u{202F}000"
        ),
        (.german, "--amount: 1.000.000,5 liegt außerhalb des zulässigen Bereichs 1 bis 1.000.000"),
        (.simplifiedChinese, "--amount：1,000,000.5 超出允许范围 1 至 1,000,000"),
        (.japanese, "--amount: 1,000,000.5 は許容範囲 1〜1,000,000 の外です"),
    ])
    func rangeInEveryLanguage(language: Language, expected: String) {
        expectEqual(message(Self.range, language), expected)
    }

    @Test(arguments: [
        (Language.english, 1, "--fee: 1.005 has more than 1 decimal place"),
        (.english, 2, "--fee: 1.005 has more than 2 decimal places"),
        (.german, 1, "--fee: 1,005 hat mehr als 1 Nachkommastelle"),
        (.french, 1_000_000, "--fee : 1,005 a plus de 1\u{202F}000\u{202F}000 de décimales"),
        (.spanish, 2, "--fee: 1,005 tiene más de 2 decimales"),
        (.japanese, 2, "--fee: 1.005 の小数点以下が 2 桁を超えています"),
    ])
    func decimalPlacesIsPlural(language: Language, places: Int, expected: String) {
        let failure = ValidationFailure(
            field: "--fee", rule: .decimalPlaces, value: .number(Decimal(string: "1.005") ?? 0),
            limits: [.number(Decimal(places))])
        expectEqual(message(failure, language), expected)
    }

    @Test func everyRuleRendersWithoutLeftoverPlaceholders() {
        let date = Date(timeIntervalSince1970: 86_400)
        let failures: [ValidationFailure] = [
            .init(field: "--a", rule: .required, value: .missing),
            .init(field: "--a", rule: .minimum, value: .number(0), limits: [.number(1)]),
            .init(field: "--a", rule: .maximum, value: .number(9), limits: [.number(1)]),
            .init(field: "--a", rule: .positive, value: .number(-1)),
            .init(field: "--a", rule: .nonNegative, value: .number(-1)),
            .init(field: "--a", rule: .integer, value: .number(Decimal(string: "1.5") ?? 0)),
            .init(field: "--end", rule: .dateOrder, value: .date(date), limits: [.date(date)], relatedField: "--start"),
            .init(
                field: "--lat", rule: .latitude, value: .floatingPoint(91.5),
                limits: [.floatingPoint(-90), .floatingPoint(90)]),
            .init(
                field: "--lon", rule: .longitude, value: .floatingPoint(-181),
                limits: [.floatingPoint(-180), .floatingPoint(180)]),
            .init(field: "--unit", rule: .oneOf, value: .text("km"), limits: [.text("m"), .text("nm")]),
        ]
        for language in Language.allCases {
            for failure in failures {
                let text = message(failure, language)
                #expect(!text.contains("{"), "\(language) \(failure)")
                #expect(text.hasPrefix(failure.field), "\(language) \(failure)")
            }
        }
        expectEqual(message(failures[7], .turkish), "--lat: 91,5 geçerli bir enlem değil (-90° ile 90° arası)")
        #expect(message(failures[8], .english) == "--lon: -181 is not a longitude (-180° to 180°)")
        #expect(message(failures[9], .english) == "--unit: 'km' is not one of m, nm")
        #expect(
            message(failures[6], .english) == "--end: 1970-01-02T00:00:00Z is before --start (1970-01-02T00:00:00Z)")
    }
}
