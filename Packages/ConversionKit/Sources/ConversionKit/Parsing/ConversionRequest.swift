/// What to convert: one or more terms in one category (`5 ft 3 in`) and the target unit.
public struct ConversionRequest: Sendable, Hashable {
    /// The input as typed, whitespace normalized (`5 ft 3 in to cm`).
    public let input: String
    /// The terms of the source quantity, at least one; they are added.
    public let parts: [QuantityPart]
    /// The unit to convert to (the first and largest of ``targets``).
    public var target: ResolvedUnit { targets[0] }
    /// The target units: one, or several of one category for mixed output (`ft;in` → `5 ft 2.99212598 in`).
    public let targets: [ResolvedUnit]
    /// True when the result is a temperature difference.
    ///
    /// Every term is then one (`10 delta_degC degF` = 18 Δ°F), converted by the degree's size only, without the scales' offsets or the absolute-zero check. A temperature
    /// on a scale plus differences (`37 °C + 1 Δ°C`) is a temperature on a scale (issue 32), so false.
    public let isInterval: Bool

    /// Creates a request; ``RequestParser`` checks that the parts share a category.
    /// - Precondition: `parts` and `targets` are not empty.
    public init(input: String, parts: [QuantityPart], targets: [ResolvedUnit], isInterval: Bool = false) {
        precondition(!parts.isEmpty && !targets.isEmpty, "ConversionRequest needs a term and a target")
        self.input = input
        self.parts = parts
        self.targets = targets
        self.isInterval = isInterval
    }

    /// Creates a request with one target unit.
    /// - Precondition: `parts` is not empty.
    public init(input: String, parts: [QuantityPart], target: ResolvedUnit) {
        self.init(input: input, parts: parts, targets: [target])
    }

    /// The unit of the first term: the "from" unit recorded in history and shown in JSON.
    public var sourceUnit: UnitDefinition { parts[0].unit.unit }

    /// Every ambiguous alias the request used, source terms first, then the target.
    public var ambiguities: [AmbiguousAlias] {
        (parts.map(\.unit) + targets).compactMap(\.ambiguity)
    }
}
