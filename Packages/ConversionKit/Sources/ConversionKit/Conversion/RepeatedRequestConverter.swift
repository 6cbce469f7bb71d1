import Localization

/// Converts many requests of a few shapes quickly, as `unitconv --batch` sees them (`12.5 km mi`, `3 km mi`,
/// `5 ft 7 in cm`, `20 °C °F`, …).
///
/// A request whose plain numbers, taken out, leave a shape seen before (`RequestTemplate`: `# ft # in cm`) is not
/// parsed again: the shape's units, read once by ``RequestParser`` from a whole request, are reused and only the
/// numbers are read. Everything else goes through the parser unchanged, so the results are exactly
/// ``UnitConversionEngine``'s. At most ``capacity`` shapes are remembered, so memory stays bounded whatever the input.
public struct RepeatedRequestConverter: Sendable {
    /// The units of one remembered shape: one term per number, all in one target unit.
    struct Shape: Sendable {
        /// Each number's unit and, for linear units, factor_from ÷ factor_to (nil for a temperature scale, which
        /// is then the only term).
        let terms: [(unit: UnitDefinition, ratio: Rational?)]
        let target: UnitDefinition
        let ambiguities: [AmbiguousAlias]
        /// The parsed request's units, ambiguity notes included, to rebuild a request for `--json`.
        let resolvedParts: [ResolvedUnit]
        let resolvedTarget: ResolvedUnit

        /// The shape of a parsed request whose numbers are `values` (as read from the template), or nil when the
        /// request is not a plain sum of one term per number into one target (fractions, differences, operators
        /// that change a sign, mixed targets).
        init?(_ request: ConversionRequest, values: [Rational], isNegative: Bool, catalog: UnitCatalog) {
            guard request.parts.count == values.count, request.targets.count == 1, !request.isInterval else {
                return nil
            }
            var terms: [(unit: UnitDefinition, ratio: Rational?)] = []
            for (index, part) in request.parts.enumerated() {
                let unit = part.unit.unit
                let negated = isNegative && index > 0
                guard !part.isDifference,
                    part.value == (negated ? Rational(0) - values[index] : values[index]),
                    values.count == 1 || !unit.isAffine
                else { return nil }
                let linear = !unit.isAffine && unit.category == request.target.unit.category
                terms.append((unit, linear ? catalog.ratio(from: unit, to: request.target.unit) : nil))
            }
            target = request.target.unit
            ambiguities = request.ambiguities
            resolvedParts = request.parts.map(\.unit)
            resolvedTarget = request.target
            self.terms = terms
        }

        /// The exact value of the numbers `values` in this shape (the sign of a negative first number negates
        /// the compound).
        func value(_ values: [Rational], isNegative: Bool, converter: UnitConversionEngine) throws(ConversionError)
            -> Rational
        {
            guard let ratio = terms[0].ratio else {
                return try converter.convert(values[0], from: terms[0].unit, to: target)
            }
            var total = values[0] * ratio
            for index in terms.indices.dropFirst() {
                // Every term after the first is linear (a shape with a scale has one term).
                let term = values[index] * (terms[index].ratio ?? Rational(0))
                total = isNegative ? total - term : total + term
            }
            return total
        }
    }

    /// The converter results come from.
    public let converter: UnitConversionEngine
    /// How numbers such as `1,500` are read.
    public let grouping: GroupingConvention
    /// The input's language (its own unit words come first).
    public let language: Language
    /// The most shapes remembered.
    public let capacity: Int
    private var shapes: [String: Shape?] = [:]

    /// Longer rests are never remembered (memory stays under ``capacity`` × this many bytes).
    static let longestRest = 64

    /// Creates a converter with an empty memory.
    ///
    /// - Parameters:
    ///   - converter: the converter (its catalog parses the requests).
    ///   - grouping: the reading of `1,500` / `1.500`.
    ///   - language: the input's language (default English).
    ///   - capacity: the most request shapes remembered (default 4096).
    public init(
        converter: UnitConversionEngine, grouping: GroupingConvention, language: Language = .english,
        capacity: Int = 4096
    ) {
        self.converter = converter
        self.grouping = grouping
        self.language = language
        self.capacity = capacity
    }

    /// The exact value of one request in its target unit, with the ambiguous aliases it used.
    /// - Throws: any ``ConversionError`` of parsing or conversion, as `UnitConversionEngine.convert(_:grouping:)`.
    public mutating func convert(_ input: String) throws(ConversionError) -> (value: Rational, notes: [AmbiguousAlias])
    {
        guard let template = RequestTemplate(input) else { return try parsed(input, template: nil) }
        switch shapes[template.key] {
        case .some(.some(let shape)):
            let values = try read(template)
            return (try shape.value(values, isNegative: template.isNegative, converter: converter), shape.ambiguities)
        case .some(.none): return try parsed(input, template: nil)
        case .none: return try parsed(input, template: template)
        }
    }

    /// The whole result of one request, as `--json` reports it: a remembered shape rebuilds the request from the
    /// numbers (each term's value and text, its unit, the target) without parsing; anything else is parsed.
    /// - Throws: as ``convert(_:)``.
    public mutating func result(_ input: String) throws(ConversionError) -> ConversionResult {
        guard let template = RequestTemplate(input), case .some(.some(let shape)) = shapes[template.key] else {
            return try parsedResult(input, template: RequestTemplate(input))
        }
        let values = try read(template)
        let value = try shape.value(values, isNegative: template.isNegative, converter: converter)
        var parts: [QuantityPart] = []
        for (index, number) in template.numbers.enumerated() {
            let negated = template.isNegative && index > 0
            parts.append(
                QuantityPart(
                    value: negated ? Rational(0) - values[index] : values[index], valueText: String(number),
                    unit: shape.resolvedParts[index]))
        }
        let request = ConversionRequest(
            input: UnitCatalog.normalized(input), parts: parts, targets: [shape.resolvedTarget])
        return ConversionResult(request: request, value: value)
    }

    /// The template's numbers, read in order.
    private func read(_ template: RequestTemplate) throws(ConversionError) -> [Rational] {
        var values: [Rational] = []
        values.reserveCapacity(template.numbers.count)
        for number in template.numbers { values.append(try NumberReader.read(String(number), grouping: grouping)) }
        return values
    }

    /// Parses in full; remembers the template's shape (or that it has none to reuse).
    private mutating func parsed(_ input: String, template: RequestTemplate?) throws(ConversionError)
        -> (value: Rational, notes: [AmbiguousAlias])
    {
        let result = try parsedResult(input, template: template)
        return (result.value, result.request.ambiguities)
    }

    /// Parses and converts in full; remembers the template's shape (or that it has none to reuse).
    private mutating func parsedResult(_ input: String, template: RequestTemplate?) throws(ConversionError)
        -> ConversionResult
    {
        let request = try RequestParser(catalog: converter.catalog, grouping: grouping, language: language).parse(input)
        let result = try converter.convert(request)
        guard let template, shapes.count < capacity, template.key.utf8.count <= Self.longestRest,
            let values = try? read(template),
            // After a minus, a later 0 cannot tell whether the parser negated that term: wait for another line.
            !(template.isNegative && values.dropFirst().contains(where: \.isZero))
        else { return result }
        shapes[template.key] = Shape(
            request, values: values, isNegative: template.isNegative, catalog: converter.catalog)
        return result
    }
}
