/// What to convert: one or more terms in one category (`5 ft 3 in`) and the target unit.
public struct ConversionRequest: Sendable, Hashable {
    /// The input as typed, whitespace normalized (`5 ft 3 in to cm`).
    public let input: String
    /// The terms of the source quantity, at least one; they are added.
    public let parts: [QuantityPart]
    /// The unit to convert to.
    public let target: ResolvedUnit

    /// Creates a request; ``RequestParser`` checks that the parts share a category.
    /// - Precondition: `parts` is not empty.
    public init(input: String, parts: [QuantityPart], target: ResolvedUnit) {
        precondition(!parts.isEmpty, "ConversionRequest needs at least one term")
        self.input = input
        self.parts = parts
        self.target = target
    }

    /// The unit of the first term: the "from" unit recorded in history and shown in JSON.
    public var sourceUnit: UnitDefinition { parts[0].unit.unit }

    /// Every ambiguous alias the request used, source terms first, then the target.
    public var ambiguities: [AmbiguousAlias] {
        (parts.map(\.unit) + [target]).compactMap(\.ambiguity)
    }
}
