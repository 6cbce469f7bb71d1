/// A member that is always written: its value, or `null` when it has none (Docs/json.md: "absent, or `null` where
/// the schema says so").
///
/// Swift's synthesized `Encodable` leaves an optional member out when it is nil; a member of this type is written
/// either way, so a document needs no hand-written `encode(to:)` for its `null`s:
///
/// ```swift
/// struct Leg: Encodable {
///     var number: Int
///     var crossesLand: JSONNullable<Bool>  // true, false, or null without coastline data
/// }
/// ```
public struct JSONNullable<Value: Encodable>: Encodable {
    /// The value, or nil for `null`.
    public var value: Value?

    /// Wraps a value (nil: `null`).
    public init(_ value: Value?) {
        self.value = value
    }

    /// Writes the value, or `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

extension JSONNullable: Sendable where Value: Sendable {}
extension JSONNullable: Equatable where Value: Equatable {}
