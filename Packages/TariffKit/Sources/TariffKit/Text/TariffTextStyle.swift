import Formatting
import Foundation
import Localization

/// How TariffKit writes its values as text: the language, and whether an amount and its currency stay together.
///
/// The `formatted(_:)` methods of the results (``BreakdownLine/formatted(_:)``, ``DayStatus/formatted(_:)``,
/// ``CivilDate/formatted(_:)``, …) take a style, in the manner of Foundation's `.formatted(...)`:
///
/// ```swift
/// let style = TariffTextStyle(language: .turkish)
/// result.breakdown.map { $0.formatted(style) }   // ["1. dilim: 600.000,00 TL × %9 = 54.000,00 TL", …]
/// result.assumptions.map(style.assumption)       // ["Birden fazla arabulucuda tarifedeki alt sınır …", …]
/// ```
///
/// The texts come from TariffKit's own catalogs (``TariffStringCatalogs``); the language is always passed in, never
/// read from the system.
public struct TariffTextStyle: Sendable, Hashable {
    /// The language of the text.
    public var language: Language
    /// Whether an amount and its `TL` are joined by U+00A0 (no line break between them, as a PDF table wants)
    /// instead of a space.
    ///
    /// Only Turkish writes `TL` after the amount; other languages use Formatting's money form.
    public var keepsAmountsTogether: Bool

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - language: the language of the text.
    ///   - keepsAmountsTogether: U+00A0 between an amount and `TL` (Turkish only).
    public init(language: Language, keepsAmountsTogether: Bool = false) {
        self.language = language
        self.keepsAmountsTogether = keepsAmountsTogether
    }

    /// The localizer over TariffKit's catalogs in ``language``.
    var localizer: Localizer { Localizer(language: language, sets: [TariffStringCatalogs.catalogs]) }

    /// Formatting's separators and unit words for ``language``.
    var conventions: LanguageConventions { LanguageConventions(tag: language.tag) }

    /// Money rounded to the kuruş: `1.234,50 TL` (tr, as Turkish documents write it), `₺1,234.50` (en),
    /// `1.234,50 ₺` (de).
    ///
    /// - Parameter amount: TL, exact or rounded.
    /// - Returns: the amount with its currency.
    public func money(_ amount: Decimal) -> String {
        guard language == .turkish else { return MoneyFormatter().format(amount, conventions: conventions) }
        return MoneyFormatter(display: .none).format(amount, conventions: conventions)
            + (keepsAmountsTogether ? "\u{00A0}TL" : " TL")
    }

    /// A number without trailing zeros (hours, months, percentages), up to four decimals: `2,5` (tr), `2.5` (en).
    ///
    /// - Parameter value: the number.
    /// - Returns: the number with the language's separators.
    public func number(_ value: Decimal) -> String {
        DecimalFormatter(fractionDigits: 4, trailingZeros: .trim, scientific: .never).format(
            value, conventions: conventions)
    }

    /// A percentage: `%7,5` (tr), `7.5%` (en), `7,5 %` (de, fr, es).
    ///
    /// - Parameter value: the percentage, for example 7.5.
    /// - Returns: the percentage with the language's sign and spacing.
    public func percent(_ value: Decimal) -> String {
        localizer.text("format.percent", number(value))
    }

    /// A placeholder value of a breakdown line: money, percentage, hours or a count.
    ///
    /// - Parameter value: the value.
    /// - Returns: its text.
    public func value(_ value: BreakdownLine.Value) -> String {
        switch value {
        case .money(let amount): money(amount)
        case .percent(let rate): percent(rate)
        case .hours(let hours): number(hours)
        case .count(let count): String(count)
        }
    }

    /// The sentence of an assumption id from ``FeeResult/assumptions``, ``AttorneyResult/assumptions`` or an SMM
    /// reading (`minimumScope.total`, `stateSMM.vatIncluded`, …).
    ///
    /// - Parameter id: the assumption id.
    /// - Returns: the sentence; the catalog key `assumption.<id>` itself when TariffKit does not know the id.
    public func assumption(_ id: String) -> String {
        localizer.text("assumption.\(id)")
    }

    /// The name of a week day.
    ///
    /// - Parameter isoWeekday: 1 = Monday … 7 = Sunday (``CivilDate/isoWeekday``).
    /// - Returns: `Cuma`, `Friday`, `金曜日`, ….
    public func weekdayName(_ isoWeekday: Int) -> String {
        localizer.text("weekday.\(isoWeekday)")
    }
}
