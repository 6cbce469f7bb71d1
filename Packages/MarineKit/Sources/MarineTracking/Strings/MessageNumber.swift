import Formatting
import Foundation
import Localization

/// Numbers inside error messages, written with the separators of the message's language (Formatting).
package enum MessageNumber {
    /// `80.5`, `80,5` (tr), `16,777,216` (en), `16.777.216` (tr): up to 6 decimals, zeros trimmed, grouped.
    package static func text(_ value: Double, _ language: Language) -> String {
        guard let decimal = Decimal(string: String(value)), value.isFinite else { return String(value) }
        return DecimalFormatter(fractionDigits: 6, trailingZeros: .trim).format(
            decimal, conventions: LanguageConventions(tag: language.tag))
    }

    /// An integer, grouped as the language groups digits.
    package static func text(_ value: Int, _ language: Language) -> String {
        DecimalFormatter(fractionDigits: 0).format(Decimal(value), conventions: LanguageConventions(tag: language.tag))
    }

    /// The machine form: `80.5`, `16777216` (no grouping).
    package static func plain(_ value: Double) -> String {
        guard let decimal = Decimal(string: String(value)), value.isFinite else { return String(value) }
        return DecimalFormatter(fractionDigits: 6, trailingZeros: .trim).formatPlain(decimal)
    }
}
