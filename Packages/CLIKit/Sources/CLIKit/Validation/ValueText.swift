import Formatting
import Foundation
import Localization
import Validation

/// Shows failure values in the user's language: its decimal and grouping separators (Formatting), ISO 8601 dates.
///
/// Numbers keep up to 8 fraction digits (rounded half away from zero beyond that) and switch to scientific
/// notation beyond Formatting's standard thresholds (10¹⁵, 10⁻⁶).
enum ValueText {
    private static let formatter = DecimalFormatter(fractionDigits: 8, trailingZeros: .trim, usesGrouping: true)

    static func text(_ value: ValidationValue, in language: Language) -> String {
        switch value {
        case .missing: ""
        case .number(let number): format(number, language)
        case .floatingPoint(let number): format(Decimal(string: "\(number)") ?? .nan, language)
        case .date(let date): date.formatted(.iso8601)
        case .text(let text): text
        }
    }

    private static func format(_ number: Decimal, _ language: Language) -> String {
        formatter.format(number, conventions: LanguageConventions(tag: language.tag))
    }
}
