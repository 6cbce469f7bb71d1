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

    /// TariffKit's text style for the user's language; every rendering below is the library's.
    var style: TariffTextStyle {
        TariffTextStyle(language: context.language, keepsAmountsTogether: keepsAmountsTogether)
    }

    /// Money in the user's language, rounded to the kuruş: `1.234,50 TL` (tr, as Turkish documents write it),
    /// `₺1,234.50` (en), `1.234,50 ₺` (de).
    func money(_ amount: Decimal) -> String { style.money(amount) }

    /// Money as JSON wants it: exactly two decimals, `.` separator, no grouping: `1234.50`.
    static func plain(_ amount: Decimal) -> String {
        DecimalFormatter(fractionDigits: 2, usesGrouping: false, scientific: .never).formatPlain(amount)
    }

    /// A number without trailing zeros in the user's language (hours, percentages): `2,5` (tr), `2.5` (en).
    func number(_ value: Decimal) -> String { style.number(value) }

    /// A percentage in the user's language: `%7,5` (tr), `7.5%` (en).
    func percent(_ value: Decimal) -> String { style.percent(value) }

    /// A date with the long form and weekday of the user's language: `24.04.2026 (24 Nisan 2026, Cuma)` (tr writes
    /// GG.AA.YYYY), `2026-04-24 (April 24, 2026, Friday)` (other languages, ISO).
    func date(_ date: CivilDate) -> String { date.formatted(style) }

    /// A date as Turkish documents write it: `20.03.2026`.
    static func dotted(_ date: CivilDate) -> String { date.dotted }

    /// The readable sentence of an assumption id such as `minimumScope.total`.
    func assumption(_ id: String) -> String { style.assumption(id) }

    /// One breakdown line's text.
    func line(_ line: BreakdownLine) -> String { line.formatted(style) }

    /// A dispute type's name in the user's language.
    func disputeType(_ type: DisputeType) -> String { type.formatted(style) }

    /// The Resmî Gazete reference: `RG 26.12.2025, sayı 33119`.
    func gazette(_ reference: GazetteReference) -> String { reference.formatted(style) }
}

extension CommandContext {
    /// A localized text from an argument array.
    func text(_ key: String, arguments: [String]) -> String {
        localizer.text(key, arguments: arguments)
    }
}
