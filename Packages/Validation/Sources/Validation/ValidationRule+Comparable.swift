extension ValidationRule where Value: Comparable & ValidationValueConvertible {
    /// The value lies within a closed range (a NaN never does).
    ///
    /// - Parameter bounds: the allowed values, both ends included.
    /// - Returns: a `range` rule reporting the lower and upper bound.
    public static func range(_ bounds: ClosedRange<Value>) -> ValidationRule<Value> {
        ValidationRule(.range, limits: [ValidationValue(bounds.lowerBound), ValidationValue(bounds.upperBound)]) {
            bounds.contains($0)
        }
    }

    /// The value is at least a minimum.
    ///
    /// - Parameter minimum: the smallest allowed value (inclusive).
    /// - Returns: a `minimum` rule.
    public static func atLeast(_ minimum: Value) -> ValidationRule<Value> {
        ValidationRule(.minimum, limits: [ValidationValue(minimum)]) { $0 >= minimum }
    }

    /// The value is at most a maximum.
    ///
    /// - Parameter maximum: the largest allowed value (inclusive).
    /// - Returns: a `maximum` rule.
    public static func atMost(_ maximum: Value) -> ValidationRule<Value> {
        ValidationRule(.maximum, limits: [ValidationValue(maximum)]) { $0 <= maximum }
    }
}

extension ValidationRule where Value: Comparable & ValidationValueConvertible & ExpressibleByIntegerLiteral {
    /// The value is greater than zero.
    public static var positive: ValidationRule<Value> {
        ValidationRule(.positive) { $0 > 0 }
    }

    /// The value is zero or more.
    public static var nonNegative: ValidationRule<Value> {
        ValidationRule(.nonNegative) { $0 >= 0 }
    }

    /// A latitude in degrees: −90…90 (WGS84 geodetic latitude).
    public static var latitude: ValidationRule<Value> {
        ValidationRule(.latitude, limits: [ValidationValue(-90 as Value), ValidationValue(90 as Value)]) {
            (-90...90).contains($0)
        }
    }

    /// A longitude in degrees: −180…180 (WGS84; both ends accepted, they name the same meridian).
    public static var longitude: ValidationRule<Value> {
        ValidationRule(.longitude, limits: [ValidationValue(-180 as Value), ValidationValue(180 as Value)]) {
            (-180...180).contains($0)
        }
    }
}

extension ValidationRule where Value: Equatable & ValidationValueConvertible {
    /// The value is one of a list.
    ///
    /// - Parameter allowed: the allowed values, in the order a message should list them.
    /// - Returns: a `oneOf` rule reporting the allowed values.
    public static func oneOf(_ allowed: [Value]) -> ValidationRule<Value> {
        ValidationRule(.oneOf, limits: allowed.map { ValidationValue($0) }) { allowed.contains($0) }
    }
}
