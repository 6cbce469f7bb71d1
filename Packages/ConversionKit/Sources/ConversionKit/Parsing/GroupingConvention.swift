import Formatting
import Localization

/// How a typed number with one `,` or `.` followed by exactly three digits (`1,500`, `1.500`) is read.
///
/// Such a number is ambiguous between a thousands separator (1500) and a decimal separator (1.5). It is read by the
/// language's grouping convention, or refused with both readings named; it is never guessed. Everything else is
/// unambiguous whatever the convention: `1,5` and `1.25` are decimals, `1,234.5` and `1.234,5` are 1234.5,
/// `1,234,567` is grouped.
public enum GroupingConvention: Sendable, Hashable, CaseIterable {
    /// `,` groups thousands and `.` is the decimal point (en, zh-Hans, ja): `1,500` = 1500, `1.500` = 1.5.
    case commaGroups
    /// `.` groups thousands and `,` is the decimal comma (tr, es, fr, de): `1.500` = 1500, `1,500` = 1.5.
    case pointGroups
    /// No convention: `1,500` and `1.500` are refused with ``ConversionError/ambiguousNumber(_:grouped:decimal:)``.
    case refuseAmbiguous

    /// The convention of a language given by a BCP 47 or POSIX tag (`de`, `de_DE.UTF-8`): the decimal comma
    /// languages group with points, the others with commas; ``refuseAmbiguous`` for a language Formatting does not
    /// know.
    ///
    /// - Parameter tag: the language tag.
    public init(languageTag tag: String) {
        guard let language = Language(identifier: tag) else {
            self = .refuseAmbiguous
            return
        }
        self = LanguageConventions(tag: language.tag).decimalSeparator == "," ? .pointGroups : .commaGroups
    }

    /// Whether `separator` (`,` or `.`) followed by exactly three digits groups thousands; nil when refused.
    func readsAsGrouping(_ separator: Character) -> Bool? {
        switch self {
        case .commaGroups: separator == ","
        case .pointGroups: separator == "."
        case .refuseAmbiguous: nil
        }
    }
}
