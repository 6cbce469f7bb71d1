import Foundation

/// A type whose values can be reported in a `ValidationFailure`.
public protocol ValidationValueConvertible: Sendable {
    /// The value as failure data.
    var validationValue: ValidationValue { get }
}

extension Decimal: ValidationValueConvertible {
    /// The value as `.number`.
    public var validationValue: ValidationValue { .number(self) }
}

extension Int: ValidationValueConvertible {
    /// The value as `.number`.
    public var validationValue: ValidationValue { .number(Decimal(self)) }
}

extension Double: ValidationValueConvertible {
    /// The value as `.floatingPoint`.
    public var validationValue: ValidationValue { .floatingPoint(self) }
}

extension Date: ValidationValueConvertible {
    /// The value as `.date`.
    public var validationValue: ValidationValue { .date(self) }
}

extension String: ValidationValueConvertible {
    /// The value as `.text`.
    public var validationValue: ValidationValue { .text(self) }
}
