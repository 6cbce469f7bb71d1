/// The exact outcome of a conversion, before any rounding.
public struct ConversionResult: Sendable, Hashable, Codable {
    /// The parsed request.
    public let request: ConversionRequest
    /// The exact value in the target unit.
    public let value: Rational

    /// Creates a result.
    public init(request: ConversionRequest, value: Rational) {
        self.request = request
        self.value = value
    }

    /// The unit the value is in.
    public var targetUnit: UnitDefinition { request.target.unit }
}
