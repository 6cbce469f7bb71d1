import Expectations
import Foundation
import Localization
import TariffKit
import Testing

/// TariffKit renders its results in the seven languages without app code (``TariffTextStyle``): each row is the
/// expected text of one language, from the catalogs and Formatting's CLDR conventions (U+00A0 before `₺` and `%`
/// where the language spaces them, U+202F French groups).
@Suite struct TextStyleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let language: Language
        /// `Band 1: 600 000 × 6 % = 36 000`.
        let band: String
        /// 7.5 %.
        let percent: String
        /// 2026-04-24, a Friday.
        let date: String
        /// Saturday and the 23 April holiday.
        let weekend: String
        let holiday: String
        let labor: String
        let gazette: String
        let assumption: String
        var testDescription: String { language.tag }
    }

    static let rows: [Row] = [
        Row(
            language: .english, band: "Band 1: ₺600,000.00 × 6% = ₺36,000.00", percent: "7.5%",
            date: "2026-04-24 (April 24, 2026, Friday)", weekend: "weekend",
            holiday: "official holiday: Ulusal Egemenlik ve Çocuk Bayramı", labor: "labor",
            gazette: "Resmî Gazete 26.12.2025, no. 33119",
            assumption: "With several mediators the minimum bounds the total fee."),
        Row(
            language: .turkish, band: "1. dilim: 600.000,00 TL × %6 = 36.000,00 TL", percent: "%7,5",
            date: "24.04.2026 (24 Nisan 2026, Cuma)", weekend: "hafta sonu",
            holiday: "resmî tatil: Ulusal Egemenlik ve Çocuk Bayramı", labor: "işçi-işveren",
            gazette: "Resmî Gazete 26.12.2025, sayı 33119",
            assumption: "Birden fazla arabulucuda tarifedeki alt sınır toplam ücrete uygulanır."),
        Row(
            language: .spanish, band: "Tramo 1: 600.000,00\u{A0}₺ × 6\u{A0}% = 36.000,00\u{A0}₺", percent: "7,5\u{A0}%",
            date: "2026-04-24 (24 de abril de 2026, viernes)", weekend: "fin de semana",
            holiday: "día festivo oficial: Ulusal Egemenlik ve Çocuk Bayramı", labor: "laboral",
            gazette: "Diario Oficial [Resmî Gazete] del 26.12.2025, n.º 33119",
            assumption: "Con varios mediadores, el mínimo se aplica al total de los honorarios."),
        Row(
            language: .french,
            band: "Tranche 1\u{A0}: 600\u{202F}000,00\u{A0}₺ × 6\u{A0}% = 36\u{202F}000,00\u{A0}₺",
            percent: "7,5\u{A0}%", date: "2026-04-24 (24 avril 2026, vendredi)", weekend: "week-end",
            holiday: "jour férié officiel\u{A0}: Ulusal Egemenlik ve Çocuk Bayramı", labor: "travail",
            gazette: "Journal officiel [Resmî Gazete] du 26.12.2025, n° 33119",
            assumption: "Avec plusieurs médiateurs, le minimum s’applique au total des honoraires."),
        Row(
            language: .german, band: "Stufe 1: 600.000,00\u{A0}₺ × 6\u{A0}% = 36.000,00\u{A0}₺", percent: "7,5\u{A0}%",
            date: "2026-04-24 (24. April 2026, Freitag)", weekend: "Wochenende",
            holiday: "gesetzlicher Feiertag: Ulusal Egemenlik ve Çocuk Bayramı", labor: "Arbeitsrecht",
            gazette: "Amtsblatt [Resmî Gazete] vom 26.12.2025, Nr. 33119",
            assumption: "Bei mehreren Mediatoren gilt die Mindestvergütung für die Gesamtvergütung."),
        Row(
            language: .simplifiedChinese, band: "第 1 档：₺600,000.00 × 6% = ₺36,000.00", percent: "7.5%",
            date: "2026-04-24（2026年4月24日，星期五）", weekend: "周末",
            holiday: "法定节假日：Ulusal Egemenlik ve Çocuk Bayramı", labor: "劳动",
            gazette: "官方公报（Resmî Gazete）26.12.2025，第 33119 号", assumption: "有多名调解员时，最低费用适用于费用总额。"),
        Row(
            language: .japanese, band: "第1段階：₺600,000.00 × 6% = ₺36,000.00", percent: "7.5%",
            date: "2026-04-24（2026年4月24日、金曜日）", weekend: "週末", holiday: "公休日：Ulusal Egemenlik ve Çocuk Bayramı",
            labor: "労働", gazette: "官報（Resmî Gazete）26.12.2025、第 33119 号", assumption: "調停人が複数の場合、最低報酬は報酬総額に適用する。"),
    ]

    static let holiday = Holiday(date: day("2026-04-23"), name: "Ulusal Egemenlik ve Çocuk Bayramı", isHalfDay: false)

    @Test(arguments: rows)
    func rendersEveryKindOfValue(_ row: Row) {
        let style = TariffTextStyle(language: row.language)
        let band = BreakdownLine(
            kind: .band, values: [.count(1), .money(tl("600000")), .percent(6), .money(tl("36000"))],
            article: "Madde 7(1)", amount: tl("36000"))
        expectEqual(band.formatted(style), row.band)
        expectEqual(style.percent(tl("7.5")), row.percent)
        expectEqual(day("2026-04-24").formatted(style), row.date)
        expectEqual(DayStatus.weekend.formatted(style), row.weekend)
        expectEqual(DayStatus.holiday(Self.holiday).formatted(style), row.holiday)
        expectEqual(DisputeType.labor.formatted(style), row.labor)
        expectEqual(GazetteReference(date: day("2025-12-26"), number: "33119", url: nil).formatted(style), row.gazette)
        expectEqual(style.assumption("minimumScope.total"), row.assumption)
    }

    /// Every line and assumption of a real result is a sentence: no catalog key, no placeholder left.
    @Test(arguments: Language.allCases)
    func aWholeResultHasNoKeysLeft(_ language: Language) throws {
        let request = FeeRequest(disputeType: .commercial, outcome: .agreement(.amount(tl("1000000"))), mediators: 2)
        let result = try FeeCalculator(tariff: bundledTariff(2026)).fee(for: request)
        let style = TariffTextStyle(language: language)
        let texts = result.formattedBreakdown(style) + result.formattedAssumptions(style)
        expectEqual(texts.count, result.breakdown.count + result.assumptions.count)
        for text in texts {
            #expect(!text.contains("{") && !text.contains("fee.breakdown.") && !text.contains("assumption."), "\(text)")
        }
    }

    /// The labor rule's title and the 23 April shift, per language: (language, title, the words before the date).
    static let deadlineRows: [(Language, String, String)] = [
        (.english, "labor: 3 weeks, extendable by 1 (7036 sayılı Kanun md. 3(10))", "next working day"),
        (.turkish, "işçi-işveren: 3 hafta, 1 hafta uzatılabilir (7036 sayılı Kanun md. 3(10))", "izleyen ilk iş günü"),
        (
            .spanish, "laboral: 3 semanas, prorrogable 1 semanas más (7036 sayılı Kanun md. 3(10))",
            "siguiente día hábil"
        ),
        (
            .french, "travail\u{A0}: 3 semaines, prorogeable de 1 semaines (7036 sayılı Kanun md. 3(10))",
            "jour ouvrable suivant"
        ),
        (.german, "Arbeitsrecht: 3 Wochen, um 1 Wochen verlängerbar (7036 sayılı Kanun md. 3(10))", "nächster Werktag"),
        (.simplifiedChinese, "劳动：3 周，可延长 1 周（7036 sayılı Kanun md. 3(10)）", "下一个工作日"),
        (.japanese, "労働：3 週、1 週延長可能（7036 sayılı Kanun md. 3(10)）", "翌営業日"),
    ]

    /// A labor file assigned on 2026-04-02 ends on 23 April, a holiday, and moves to Friday 24 April.
    @Test(arguments: zip(rows, deadlineRows))
    func rendersTheDeadline(_ row: Row, _ expected: (Language, String, String)) throws {
        let style = TariffTextStyle(language: row.language)
        let calendar = try HolidayCalendar.bundled()
        let result = try DeadlineResult(type: .labor, assigned: day("2026-04-02"), calendar: calendar)
        expectEqual(expected.0, row.language)
        expectEqual(result.rule.formatted(style), expected.1)
        let friday = day("2026-04-24").formatted(style)
        expectEqual(result.deadline.formattedShift(style), "\(row.holiday) → \(expected.2) \(friday)")
        #expect(result.extendedDeadline.formattedShift(style) == nil)
    }

    @Test func moneyStaysOnOneLineWhenAsked() {
        let style = TariffTextStyle(language: .turkish, keepsAmountsTogether: true)
        #expect(style.money(tl("1234.5")) == "1.234,50\u{A0}TL")
        expectEqual(TariffTextStyle(language: .turkish).money(tl("1234.5")), "1.234,50 TL")
    }

    @Test func dayStatusDescribesItselfPlainly() {
        expectEqual("\(DayStatus.holiday(Self.holiday))", "holiday 2026-04-23 Ulusal Egemenlik ve Çocuk Bayramı")
        expectEqual("\(DayStatus.workingDay)", "working day")
        expectEqual(day("2026-03-05").dotted, "05.03.2026")
    }
}
