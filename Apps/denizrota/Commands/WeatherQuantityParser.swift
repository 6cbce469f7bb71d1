import Formatting
import Foundation
import MarineKit

/// Strict parsing of the quantities `fetch` takes.
///
/// A wind speed with an optional unit (`20`, `20kn`, `37km/h`, `10m/s`, `23mph`; a bare number is knots) and a
/// duration (`6`, `6h`, `90min`; a bare number is hours). The number is read the same in every language, by the
/// rule of every other number option: `.` or `,` as the decimal separator (`20.5` = `20,5`), no grouping, no exponent; a
/// separator followed by exactly three digits (`1.500`) takes the one reading inside the quantity's range (wind
/// 0–300 kn: 1.5) and is refused, naming both, when both fit (`2.000min`: 2 or 2000 minutes). Anything else is
/// rejected, never prefix-parsed.
enum WeatherQuantityParser {
    /// Why a text is no quantity.
    enum Refusal: Error, Equatable {
        /// Not a number with a known unit, or outside the range.
        case invalid
        /// Both readings of `1.500` fit the range: the grouped and the decimal one, as plain numbers.
        case ambiguous(grouped: String, decimal: String)
    }

    /// Unit suffixes of wind speed, longest first so `km/h` wins over `h`.
    static let windUnits: [(suffix: String, unit: WindSpeedUnit)] = [
        ("km/h", .kilometersPerHour), ("kmh", .kilometersPerHour), ("knots", .knots), ("kts", .knots),
        ("mp/h", .milesPerHour), ("m/s", .metersPerSecond), ("mph", .milesPerHour), ("kn", .knots),
        ("ms", .metersPerSecond),
    ]

    /// Wind speed in knots (0–300 kn, in any of ``windUnits``).
    static func windKnots(_ text: String) throws(Refusal) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let match = windUnits.first { trimmed.hasSuffix($0.suffix) }
        let unit = match?.unit ?? .knots
        let number = match.map { String(trimmed.dropLast($0.suffix.count)) } ?? trimmed
        return unit.knots(try value(number, within: 0...(300 / unit.knots(1))))
    }

    /// Duration in seconds: a positive number of hours (`h`, or none) or minutes (`min`), at most 30 days.
    static func durationSeconds(_ text: String) throws(Refusal) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale): (String, Double) =
            trimmed.hasSuffix("min")
            ? (String(trimmed.dropLast(3)), 60) : (trimmed.hasSuffix("h") ? String(trimmed.dropLast()) : trimmed, 3600)
        let seconds = try value(number, within: 0...(30 * 24 * 3600 / scale)) * scale
        guard seconds > 0 else { throw .invalid }
        return seconds
    }

    /// The number `text` writes, inside `range`: digits with at most one `.` or `,`, no sign, space or exponent.
    ///
    /// A text languages read two ways (Formatting's `AmbiguousSeparator`, the ``AmbiguousSeparator/Rule/groupable``
    /// rule of every other number option) takes the one reading inside `range`; both inside is ``Refusal/ambiguous``.
    static func value(_ text: String, within range: ClosedRange<Double>) throws(Refusal) -> Double {
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), let first = text.first, first.isASCII, first.isWholeNumber,
            text.last?.isWholeNumber == true, case let plain = pieces.joined(separator: "."),
            plain.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }), let value = Double(plain)
        else { throw .invalid }
        guard let readings = AmbiguousSeparator.readings(of: Substring(text), rule: .groupable),
            let grouped = Double(readings.grouped)
        else {
            guard range.contains(value) else { throw .invalid }
            return value
        }
        switch (range.contains(value), range.contains(grouped)) {
        case (true, true): throw .ambiguous(grouped: readings.grouped, decimal: readings.decimal)
        case (true, false): return value
        case (false, true): return grouped
        case (false, false): throw .invalid
        }
    }
}
