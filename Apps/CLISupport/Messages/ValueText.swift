import Foundation
import Localization
import Validation

/// Shows failure values in the user's language: decimal comma in tr, es, fr, de; ISO 8601 dates.
///
/// Numbers keep every digit they have (no rounding): a message quotes the user's input back exactly.
enum ValueText {
    /// Languages writing a decimal comma (CLDR `decimal` symbol).
    private static let commaLanguages: Set<Language> = [.turkish, .spanish, .french, .german]

    static func text(_ value: ValidationValue, in language: Language) -> String {
        switch value {
        case .missing: return ""
        case .number(let number): return localizeSeparator("\(number)", language)
        case .floatingPoint(let number): return localizeSeparator(plain(number), language)
        case .date(let date): return date.formatted(.iso8601)
        case .text(let text): return text
        }
    }

    /// A double without exponent noise for ordinary magnitudes (`36.5`, not `36.500000`), else Swift's shortest form.
    private static func plain(_ number: Double) -> String {
        let shortest = "\(number)"
        if number == number.rounded(), abs(number) < 1e15 { return "\(Int64(number))" }
        return shortest
    }

    private static func localizeSeparator(_ text: String, _ language: Language) -> String {
        commaLanguages.contains(language) ? text.replacingOccurrences(of: ".", with: ",") : text
    }
}
