import Foundation

/// A type whose values can be reported in a `ValidationFailure`: `Decimal`, `Int`, `Double`, `Date` and `String`.
///
/// A marker without requirements, so conforming Foundation and standard-library types gain no public members
/// (issue 20, "Names that do not collide"); Validation turns a value into a `ValidationValue` itself
/// (``ValidationValue/init(_:)``). A type of yours may conform too: its failures report it as `.text` of its
/// `String(describing:)`.
public protocol ValidationValueConvertible: Sendable {}

extension Decimal: ValidationValueConvertible {}
extension Int: ValidationValueConvertible {}
extension Double: ValidationValueConvertible {}
extension Date: ValidationValueConvertible {}
extension String: ValidationValueConvertible {}

extension ValidationValue {
    /// The failure data for `value`: `.number` for `Decimal` and `Int`, `.floatingPoint` for `Double`, `.date` for
    /// `Date`, `.text` for a `String` and for any other conforming type (its `String(describing:)`).
    public init(_ value: some ValidationValueConvertible) {
        switch value {
        case let number as Decimal: self = .number(number)
        case let integer as Int: self = .number(Decimal(integer))
        case let floatingPoint as Double: self = .floatingPoint(floatingPoint)
        case let date as Date: self = .date(date)
        default: self = .text(String(describing: value))
        }
    }
}
