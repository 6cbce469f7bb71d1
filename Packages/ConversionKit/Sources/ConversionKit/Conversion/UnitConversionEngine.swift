import Localization

/// Converts exact values between units of one category.
///
/// Linear units: `value × factor_from ÷ factor_to`; temperature scales go through kelvin. Nothing is rounded here; round the result once with ``Rational/rounded(toPlaces:)``.
public struct UnitConversionEngine: Sendable {
    /// The unit table requests are parsed against.
    public let catalog: UnitCatalog

    /// Creates a converter over a unit table (``UnitCatalog/standard`` by default).
    public init(catalog: UnitCatalog = .standard) { self.catalog = catalog }

    /// Converts one value.
    /// - Throws: ``ConversionError/incompatibleUnits(from:to:)`` across categories,
    ///   ``ConversionError/belowAbsoluteZero(value:unitID:)`` for a temperature below 0 K.
    public func convert(_ value: Rational, from source: UnitDefinition, to target: UnitDefinition)
        throws(ConversionError) -> Rational
    {
        guard source.category == target.category else {
            throw .incompatibleUnits(from: source.id, to: target.id)
        }
        if !source.isAffine { return source === target ? value : value * catalog.ratio(from: source, to: target) }
        let kelvin = (value + source.offset) * source.factor
        guard !kelvin.isNegative else { throw .belowAbsoluteZero(value: value.exactString, unitID: source.id) }
        return source === target ? value : kelvin * target.reciprocalFactor - target.offset
    }

    /// Converts a parsed request: the terms are summed in base units, then expressed in the target unit.
    ///
    /// A temperature on a scale plus differences (`37 °C + 1 Δ°C`) is summed in kelvin and expressed on the target
    /// scale (100.4 °F); differences alone are scaled by the degree's size (``ConversionRequest/isInterval``).
    /// - Throws: as ``convert(_:from:to:)``.
    public func convert(_ request: ConversionRequest) throws(ConversionError) -> ConversionResult {
        let first = request.parts[0]
        let target = request.target.unit
        if !request.isInterval, request.parts.contains(where: \.isDifference) {
            return ConversionResult(request: request, value: try scaleSum(request.parts, to: target))
        }
        var total = try convert(first.value, from: first.unit.unit, to: target, isInterval: request.isInterval)
        for part in request.parts.dropFirst() {
            total = total + (try convert(part.value, from: part.unit.unit, to: target, isInterval: request.isInterval))
        }
        return ConversionResult(request: request, value: total)
    }

    /// One term: a scale value, or with `isInterval` a difference (scaled by the degree's size, no offset).
    private func convert(_ value: Rational, from source: UnitDefinition, to target: UnitDefinition, isInterval: Bool)
        throws(ConversionError) -> Rational
    {
        guard isInterval else { return try convert(value, from: source, to: target) }
        guard source.category == target.category else { throw .incompatibleUnits(from: source.id, to: target.id) }
        return source === target ? value : value * source.factor * target.reciprocalFactor
    }

    /// One temperature on a scale plus differences, on `target`'s scale; the sum must not fall below 0 K.
    private func scaleSum(_ parts: [QuantityPart], to target: UnitDefinition) throws(ConversionError) -> Rational {
        var kelvin = Rational(0)
        for part in parts {
            let source = part.unit.unit
            guard source.category == target.category else { throw .incompatibleUnits(from: source.id, to: target.id) }
            if part.isDifference {
                kelvin = kelvin + part.value * source.factor
            } else {
                _ = try convert(part.value, from: source, to: source)  // below absolute zero alone
                kelvin = kelvin + (part.value + source.offset) * source.factor
            }
        }
        let total = parts.map(\.valueText).joined(separator: " + ")
        guard !kelvin.isNegative else { throw .belowAbsoluteZero(value: total, unitID: parts[0].unit.unit.id) }
        return kelvin * target.reciprocalFactor - target.offset
    }

    /// A result in mixed units (`ft;in`): whole numbers of every target unit but the last, which takes the exact
    /// rest, all with the sign of the value (GNU units' unit lists).
    ///
    /// - Parameter result: a converted request; its value is in the first target unit.
    /// - Returns: one value per target unit, in order.
    public func mixedParts(of result: ConversionResult) -> [(value: Rational, unit: UnitDefinition)] {
        let units = result.request.targets.map(\.unit)
        var parts: [(value: Rational, unit: UnitDefinition)] = []
        var rest = result.value
        for (index, unit) in units.enumerated() {
            guard index + 1 < units.count else {
                parts.append((rest, unit))
                break
            }
            let whole = rest.truncated
            parts.append((whole, unit))
            rest = (rest - whole) * catalog.ratio(from: unit, to: units[index + 1])
        }
        return parts
    }

    /// The mixed-unit parts as they are shown: the last part rounded by `formatter`, and when that rounding reaches a
    /// whole unit of the part before it, carried (GNU units' `ft;in`: `11.9999999999 in` is `1 ft 0 in`, never
    /// `0 ft 12 in`), carrying on up the list when a whole part then reaches the unit before it (`yd;ft;in`).
    ///
    /// The parts still add up exactly to the rounded value; a part that is not carried is left exact, so the
    /// formatter rounds (and words) it as it would alone.
    ///
    /// - Parameters:
    ///   - result: a converted request; its value is in the first target unit.
    ///   - formatter: the rounding the last part is shown with.
    /// - Returns: one value per target unit, in order.
    public func mixedParts(of result: ConversionResult, roundedBy formatter: ResultFormatter)
        -> [(value: Rational, unit: UnitDefinition)]
    {
        var parts = mixedParts(of: result)
        guard parts.count > 1 else { return parts }
        let last = parts.count - 1
        let shown = formatter.rounded(parts[last].value).rational
        guard !(shown.magnitude < unitSize(of: parts, at: last)) else { return parts }
        parts[last].value = shown
        var index = last
        while index > 0, !(parts[index].value.magnitude < unitSize(of: parts, at: index)) {
            let step = Rational(parts[index].value.isNegative ? -1 : 1)
            parts[index - 1].value = parts[index - 1].value + step
            parts[index].value = parts[index].value - step * unitSize(of: parts, at: index)
            index -= 1
        }
        return parts
    }

    /// How many of part `index`'s unit make one of the unit before it (12 for `ft;in`'s inches).
    private func unitSize(of parts: [(value: Rational, unit: UnitDefinition)], at index: Int) -> Rational {
        catalog.ratio(from: parts[index - 1].unit, to: parts[index].unit)
    }

    /// Parses and converts text such as `5 ft 3 in to cm`.
    /// - Parameters:
    ///   - input: the request.
    ///   - grouping: how `1,500` is read (default: refused).
    ///   - language: the input's language, whose unit words come first (default English).
    /// - Returns: the exact result.
    /// - Throws: any ``ConversionError`` of parsing or conversion.
    public func convert(
        _ input: String, grouping: GroupingConvention = .refuseAmbiguous, language: Language = .english
    ) throws(ConversionError) -> ConversionResult {
        try convert(RequestParser(catalog: catalog, grouping: grouping, language: language).parse(input))
    }
}

extension UnitDefinition {
    /// 1 / factor (factors are positive).
    var reciprocalFactor: Rational { Rational(reduced: factor.denominator, factor.numerator) }
}
