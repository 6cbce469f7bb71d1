import MarineKit

/// Strict parsing of the quantities `fetch` takes.
///
/// A wind speed with an optional unit (`20`, `20kn`,
/// `37km/h`, `10m/s`, `23mph`; a bare number is knots) and a duration (`6`, `6h`, `90min`; a bare number is
/// hours). Numbers use `.` as the decimal separator; anything else is rejected, never prefix-parsed.
enum WeatherQuantityParser {
    /// Unit suffixes of wind speed, longest first so `km/h` wins over `h`.
    static let windUnits: [(suffix: String, unit: WindSpeedUnit)] = [
        ("km/h", .kilometersPerHour), ("kmh", .kilometersPerHour), ("knots", .knots), ("kts", .knots),
        ("mp/h", .milesPerHour), ("m/s", .metersPerSecond), ("mph", .milesPerHour), ("kn", .knots),
        ("ms", .metersPerSecond),
    ]

    /// Wind speed in knots, or nil when `text` is not a non-negative number with a known unit.
    static func windKnots(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let match = windUnits.first { trimmed.hasSuffix($0.suffix) }
        let number = match.map { String(trimmed.dropLast($0.suffix.count)) } ?? trimmed
        guard let value = decimal(number), value >= 0, value <= 300 else { return nil }
        return (match?.unit ?? .knots).knots(value)
    }

    /// Duration in seconds, or nil when `text` is not a positive number of hours (`h`) or minutes (`min`).
    static func durationSeconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale): (String, Double) =
            trimmed.hasSuffix("min")
            ? (String(trimmed.dropLast(3)), 60) : (trimmed.hasSuffix("h") ? String(trimmed.dropLast()) : trimmed, 3600)
        guard let value = decimal(number), value > 0, value <= 24 * 30 * 60 * 3600 / scale else { return nil }
        return value * scale
    }

    /// A plain decimal number: digits with at most one `.`, no sign, exponent or spaces.
    static func decimal(_ text: String) -> Double? {
        let digits = text.filter(\.isASCII)
        guard !digits.isEmpty, digits.count == text.count,
            digits.allSatisfy({ $0.isNumber || $0 == "." }), digits.filter({ $0 == "." }).count <= 1,
            digits.first != ".", digits.last != "."
        else { return nil }
        return Double(digits)
    }
}
