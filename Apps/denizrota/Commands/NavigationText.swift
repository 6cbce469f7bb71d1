import CLIKit
import Formatting
import Foundation
import Localization

/// Numbers, units, bearings, durations, money and times of `route show` and `boat show` in the user's language,
/// through the Formatting package (`--json` keeps the machine form and does not use this).
///
/// Spaces between a number and its unit are U+00A0 (Formatting's convention); times are UTC.
struct NavigationText {
    /// The language the numbers are written in.
    let language: Language
    /// Its separators and unit words (Formatting's tables for `language.tag`).
    let conventions: LanguageConventions

    /// The formatter language of the command's `--lang`/`LANG` (English when unsupported).
    init(_ context: CommandContext) {
        language = context.language
        conventions = LanguageConventions(tag: context.language.tag)
    }

    /// `36.51 nm`, `36,51 nm` (tr), `36,51 sm` (de), `36.51海里` (ja): two decimals.
    func nauticalMiles(_ meters: Double, digits: Int = 2) -> String {
        DistanceFormatter(unit: .nauticalMiles, fractionDigits: digits).format(meters: meters, conventions: conventions)
    }

    /// `67.61 km`: two decimals.
    func kilometers(_ meters: Double, digits: Int = 2) -> String {
        DistanceFormatter(unit: .kilometers, fractionDigits: digits).format(meters: meters, conventions: conventions)
    }

    /// `1.5 m`, `1,25 m`: up to two decimals, zeros trimmed (wave heights).
    func meters(_ meters: Double) -> String {
        DistanceFormatter(unit: .meters, fractionDigits: 2, trailingZeros: .trim).format(
            meters: meters, conventions: conventions)
    }

    /// `256.0°T`, `250,6°M` (tr): one decimal and the reference letter.
    func bearing(_ degrees: Double, _ reference: BearingFormatter.Reference) -> String {
        BearingFormatter(fractionDigits: 1, reference: reference).format(degrees: degrees, conventions: conventions)
    }

    /// `6.0 kn` (one decimal, leg speeds) or, with `trimmed`, `6 kn`, `6,25 kn` (settings as typed).
    func knots(_ knots: Double, trimmed: Bool = false) -> String {
        let formatter =
            trimmed
            ? SpeedFormatter(fractionDigits: 2, trailingZeros: .trim) : SpeedFormatter(fractionDigits: 1)
        return formatter.format(knots: knots, conventions: conventions)
    }

    /// `2 h 37 min`, `2 sa 37 dk` (tr), `2時間37分` (ja), rounded to the minute.
    func duration(_ seconds: Double) -> String {
        DurationFormatter().format(seconds: seconds, conventions: conventions)
    }

    /// The language's decimal separator: `.` (en, zh-Hans, ja) or `,` (tr, de, fr, es), from Formatting.
    var decimalSeparator: String {
        let half = DecimalFormatter(fractionDigits: 1).format(Decimal(string: "0.5") ?? 0, conventions: conventions)
        return half.contains(",") ? "," : "."
    }

    /// `String(format:)` for table cells (fixed widths), with the language's decimal separator; `–` when nil.
    func cell(_ value: Double?, _ format: String) -> String {
        WeatherCommand.number(value, format).replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// A plain number: `16.9`, `16,9` (tr), with `digits` decimals; `trimmed` drops zeros at the end.
    func number(_ value: Double, digits: Int, trimmed: Bool = false) -> String {
        let formatter = DecimalFormatter(fractionDigits: digits, trailingZeros: trimmed ? .trim : .keep)
        return formatter.format(shortestOf: value, conventions: conventions)
    }

    /// `3 waypoints`, `1 waypoint`, `3 nokta` (tr): the plural form of the catalog for the count.
    func waypoints(_ count: Int, _ context: CommandContext) -> String {
        context.localizer.plural("route.show.waypoints", count: count, number(Double(count), digits: 0))
    }

    /// `₺802.29`, `₺802,29` (tr), `802,29 ₺` (de): Turkish lira, rounded to the kuruş.
    func money(_ amount: Decimal) -> String {
        MoneyFormatter().format(amount, conventions: conventions)
    }

    /// `36°45.000′N 027°41.400′E`, `36°45,000′K 027°41,400′D` (tr): degrees and decimal minutes.
    func position(latitude: Double, longitude: Double) -> String {
        self.latitude(latitude) + " " + self.longitude(longitude)
    }

    /// `36°45.000′N`, `36°45,000′K` (tr): the latitude of ``position(latitude:longitude:)``.
    func latitude(_ degrees: Double) -> String {
        CoordinateFormatter().formatLatitude(degrees, conventions: conventions)
    }

    /// `027°41.400′E`, `027°41,400′D` (tr): the longitude of ``position(latitude:longitude:)``.
    func longitude(_ degrees: Double) -> String {
        CoordinateFormatter().formatLongitude(degrees, conventions: conventions)
    }

    /// `2026-07-01 07:37 UTC`: the instant rounded to the nearest minute, so it agrees with durations shown in
    /// whole minutes (the JSON keeps the seconds).
    static func utc(_ date: Date) -> String {
        let minute = TimeText.minute(date)
        let formatter = DateTextFormatter(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
        return formatter.isoDate(minute) + " " + formatter.time(minute) + " UTC"
    }
}
