/// Converts exact values between units of one category.
///
/// Linear units: `value × factor_from ÷ factor_to`; temperature scales go through kelvin. Nothing is rounded here; round the result once with ``Rational/rounded(toPlaces:)``.
public struct UnitConverter: Sendable {
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
    /// - Throws: as ``convert(_:from:to:)``.
    public func convert(_ request: ConversionRequest) throws(ConversionError) -> ConversionResult {
        let first = request.parts[0]
        var total = try convert(first.value, from: first.unit.unit, to: request.target.unit)
        for part in request.parts.dropFirst() {
            total = total + (try convert(part.value, from: part.unit.unit, to: request.target.unit))
        }
        return ConversionResult(request: request, value: total)
    }

    /// Parses and converts text such as `5 ft 3 in to cm`.
    /// - Parameters:
    ///   - input: the request.
    ///   - grouping: how `1,500` is read (default: refused).
    /// - Throws: any ``ConversionError`` of parsing or conversion.
    public func convert(_ input: String, grouping: GroupingConvention = .refuseAmbiguous) throws(ConversionError)
        -> ConversionResult
    {
        try convert(RequestParser(catalog: catalog, grouping: grouping).parse(input))
    }
}

extension UnitDefinition {
    /// 1 / factor (factors are positive).
    var reciprocalFactor: Rational { Rational(reduced: factor.denominator, factor.numerator) }
}
