import Foundation

/// What a quantity typed by a person (hours, a count, months, a rate, a percentage) can mean, from
/// ``QuantityParser``: one number, or two when a single separator is followed by exactly three digits.
///
/// `1.000` is one hour to an English reader and a thousand to a Turkish or German one; a quantity's meaning must not
/// depend on the language it was typed under, so the parser reports both readings and the caller either refuses the
/// text (naming both) or keeps the one reading its plausible range allows (``resolved(within:)``).
public enum QuantityReading: Equatable, Sendable {
    /// The text has one meaning in every language.
    case number(Decimal)
    /// `d.ddd` or `d,ddd`: `decimal` reads the separator as a decimal point (1.000 → 1), `grouped` as a thousands
    /// separator (1.000 → 1000).
    case ambiguous(decimal: Decimal, grouped: Decimal)

    /// The one value within `range`: the number, or the single reading of an ambiguous text that falls within it
    /// (`33.333` percent can only be 33,333); nil when no reading or both readings fall within it.
    ///
    /// - Parameter range: the values the caller can accept at all (its hard limits, not the usual values).
    /// - Returns: the one reading within `range`, or nil.
    public func resolved(within range: ClosedRange<Decimal>) -> Decimal? {
        switch self {
        case .number(let value):
            return range.contains(value) ? value : nil
        case .ambiguous(let decimal, let grouped):
            let candidates = [decimal, grouped].filter(range.contains)
            return candidates.count == 1 ? candidates[0] : nil
        }
    }
}
