import Foundation

/// A value as it appears in a validation failure: the offending input or a limit.
///
/// Kept as data so the app layer can format it for the user's language (numbers with the right separators,
/// dates in the right calendar form).
public enum ValidationValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// No value was given.
    case missing
    /// A number, exact.
    case number(Decimal)
    /// A floating-point number (coordinates, measurements from sensors).
    case floatingPoint(Double)
    /// A point in time.
    case date(Date)
    /// A text (an identifier, a choice).
    case text(String)

    /// A language-neutral rendering (`.` decimal separator, ISO 8601 dates) for logs and tests.
    public var description: String {
        switch self {
        case .missing: "(missing)"
        case .number(let value): "\(value)"
        case .floatingPoint(let value): "\(value)"
        case .date(let value): value.formatted(.iso8601)
        case .text(let value): value
        }
    }
}
