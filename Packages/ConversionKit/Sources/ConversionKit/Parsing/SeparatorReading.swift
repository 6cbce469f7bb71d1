import Formatting

/// Rewrites the `,` and `.` of a typed number into one ASCII decimal point, by the rule of ``GroupingConvention``.
///
/// `1,234.5` and `1.234,5` → `1234.5` (the last separator is the decimal one, the other groups in threes);
/// `1,234,567` → `1234567`; `1,5` → `1.5`; `1,500` → by the convention, or refused.
enum SeparatorReading {
    /// The number with grouping removed and a `.` decimal point; the sign and an exponent or `/denominator` tail
    /// are kept as they are.
    ///
    /// - Parameters:
    ///   - text: an ASCII number (`-1,500e3`).
    ///   - typed: the number as the user typed it, for messages.
    ///   - grouping: how `1,500` is read.
    /// - Returns: an ASCII literal for `Rational(exactLiteral:)`.
    /// - Throws: ``ConversionError/invalidNumber(_:)`` for misplaced separators (`1,23,456`),
    ///   ``ConversionError/ambiguousNumber(_:grouped:decimal:)`` when the convention refuses.
    static func normalized(_ text: String, typed: String, grouping: GroupingConvention) throws(ConversionError)
        -> String
    {
        let sign = text.prefix { $0 == "-" || $0 == "+" }
        let afterSign = text.dropFirst(sign.count)
        let mantissa = afterSign.prefix { $0.isASCIIDigit || $0 == "," || $0 == "." }
        let tail = afterSign.dropFirst(mantissa.count)
        guard !tail.contains(where: { $0 == "," || $0 == "." }) else { throw .invalidNumber(typed) }
        let plain = try plainMantissa(mantissa, typed: typed, grouping: grouping)
        return String(sign) + plain + String(tail)
    }

    /// Digits with at most one `.`.
    private static func plainMantissa(_ mantissa: Substring, typed: String, grouping: GroupingConvention)
        throws(ConversionError) -> String
    {
        let commas = mantissa.count { $0 == "," }
        let points = mantissa.count { $0 == "." }
        switch (commas, points) {
        case (0, 0): return String(mantissa)
        case (0, 1), (1, 0): return try single(mantissa, typed: typed, grouping: grouping)
        case (_, 0), (0, _):
            guard isGrouped(mantissa, by: commas > 0 ? "," : ".") else { throw .invalidNumber(typed) }
            return String(mantissa.filter(\.isASCIIDigit))
        default: return try mixed(mantissa, typed: typed)
        }
    }

    /// One separator: a decimal, unless Formatting's `AmbiguousSeparator` (`groupable`:
    /// exactly three digits after a short integer part that does not start with 0, `1,500`) finds two readings,
    /// which the convention chooses between or refuses.
    private static func single(_ mantissa: Substring, typed: String, grouping: GroupingConvention)
        throws(ConversionError) -> String
    {
        guard let index = mantissa.firstIndex(where: { $0 == "," || $0 == "." }) else { return String(mantissa) }
        let decimal = mantissa[..<index] + "." + mantissa[mantissa.index(after: index)...]
        guard let readings = AmbiguousSeparator.readings(of: mantissa, rule: .groupable) else { return String(decimal) }
        switch grouping.readsAsGrouping(mantissa[index]) {
        case true: return readings.grouped
        case false: return String(decimal)
        case nil: throw .ambiguousNumber(typed, grouped: readings.grouped, decimal: readings.decimal)
        }
    }

    /// Both separators: the last one is the decimal separator and occurs once; the other groups the integer part.
    private static func mixed(_ mantissa: Substring, typed: String) throws(ConversionError) -> String {
        guard let last = mantissa.lastIndex(where: { $0 == "," || $0 == "." }) else { return String(mantissa) }
        let integer = mantissa[..<last]
        let fraction = mantissa[mantissa.index(after: last)...]
        let groupSeparator: Character = mantissa[last] == "," ? "." : ","
        guard !integer.contains(mantissa[last]), isGrouped(integer, by: groupSeparator) else {
            throw .invalidNumber(typed)
        }
        return String(integer.filter(\.isASCIIDigit)) + "." + fraction
    }

    /// `1,234,567`: a first group of 1…3 digits, then groups of exactly three.
    private static func isGrouped(_ text: Substring, by separator: Character) -> Bool {
        let groups = text.split(separator: separator, omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
