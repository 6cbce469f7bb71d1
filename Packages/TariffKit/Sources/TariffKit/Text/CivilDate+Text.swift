import Formatting
import Foundation

extension CivilDate {
    /// The date as Turkish documents write it, `GG.AA.YYYY`: `20.03.2026`.
    public var dotted: String {
        Self.padded(day, 2) + "." + Self.padded(month, 2) + "." + Self.padded(year, 4)
    }

    /// The date with its long form and weekday: `24.04.2026 (24 Nisan 2026, Cuma)` (tr, which writes `GG.AA.YYYY`),
    /// `2026-04-24 (April 24, 2026, Friday)` (other languages, ISO first).
    ///
    /// - Parameter style: the language.
    /// - Returns: the short form, then the long form and the weekday in the catalog's `format.date` pattern.
    public func formatted(_ style: TariffTextStyle) -> String {
        let noon = Date(timeIntervalSince1970: Double(daysSinceEpoch) * 86_400 + 43_200)
        let long = DateTextFormatter(timeZone: .gmt).longDate(
            noon, conventions: LanguageConventions(tag: style.language.tag))
        let short = style.language == .turkish ? dotted : iso
        return style.localizer.text("format.date", short, long, style.weekdayName(isoWeekday))
    }

    /// A non-negative number with leading zeros up to a width.
    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
