import CLIKit
import Formatting
import Foundation
import Localization
import TariffKit

/// Turning TariffKit values into text in the user's language, and into the plain forms of `--json`.
struct DenklemText {
    /// The command's context (language, catalogs).
    let context: CommandContext
    /// Whether the amount and its `TL` are joined by U+00A0 so a PDF line never breaks between them.
    var keepsAmountsTogether = false

    private var language: Language { context.language }

    /// Money in the user's language, rounded to the kuruş: `1.234,50 TL` (tr, as Turkish documents write it),
    /// `₺1,234.50` (en), `1.234,50 ₺` (de).
    func money(_ amount: Decimal) -> String {
        guard language == .turkish else { return MoneyFormatter().format(amount, language: language) }
        return MoneyFormatter(display: .none).format(amount, language: language)
            + (keepsAmountsTogether ? "\u{00A0}TL" : " TL")
    }

    /// Money as JSON wants it: exactly two decimals, `.` separator, no grouping: `1234.50`.
    static func plain(_ amount: Decimal) -> String {
        DecimalFormatter(fractionDigits: 2, usesGrouping: false, scientific: .never).formatPlain(amount)
    }

    /// A number without trailing zeros in the user's language (hours, percentages): `2,5` (tr), `2.5` (en).
    func number(_ value: Decimal) -> String {
        DecimalFormatter(fractionDigits: 4, trailingZeros: .trim, scientific: .never).format(value, language: language)
    }

    /// A percentage in the user's language: `%7,5` (tr), `7.5%` (en).
    func percent(_ value: Decimal) -> String {
        context.text("format.percent", number(value))
    }

    /// A date with the long form and weekday of the user's language: `24.04.2026 (24 Nisan 2026, Cuma)` (tr writes
    /// GG.AA.YYYY), `2026-04-24 (April 24, 2026, Friday)` (other languages, ISO).
    func date(_ date: CivilDate) -> String {
        let noon = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 43_200)
        let long = DateTextFormatter(timeZone: TimeZone(identifier: "UTC") ?? .current).longDate(
            noon, language: language)
        let short = language == .turkish ? Self.dotted(date) : date.iso
        return context.text("format.date", short, long, context.text("weekday.\(date.isoWeekday)"))
    }

    /// A date as Turkish documents write it: `20.03.2026`.
    static func dotted(_ date: CivilDate) -> String {
        String(format: "%02d.%02d.%04d", date.day, date.month, date.year)
    }

    /// The readable sentence of an assumption id such as `minimumScope.total`.
    func assumption(_ id: String) -> String {
        context.text("assumption.\(id)")
    }

    /// One breakdown line's text.
    func line(_ line: BreakdownLine) -> String {
        context.text("fee.breakdown.\(line.kind.rawValue)", arguments: line.values.map(value))
    }

    private func value(_ value: BreakdownLine.Value) -> String {
        switch value {
        case .money(let amount): money(amount)
        case .percent(let rate): percent(rate)
        case .hours(let hours): number(hours)
        case .count(let count): String(count)
        }
    }

    /// A dispute type's name in the user's language.
    func disputeType(_ type: DisputeType) -> String {
        context.text("disputeType.\(type.rawValue)")
    }

    /// The Resmî Gazete reference: `RG 26.12.2025, sayı 33119`.
    func gazette(_ reference: GazetteReference) -> String {
        let date = Self.dotted(reference.date)
        guard let number = reference.number else { return context.text("tariff.gazette", date) }
        return context.text("tariff.gazetteNumber", date, number)
    }
}

extension CommandContext {
    /// A localized text from an argument array.
    func text(_ key: String, arguments: [String]) -> String {
        localizer.text(key, arguments: arguments)
    }
}
