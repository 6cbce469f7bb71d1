import Localization

/// Converts many requests of a few shapes quickly, as `unitconv --batch` sees them (`12.5 km mi`, `3 km mi`, …).
///
/// A request whose first word is a plain number and whose rest (`km mi`) has been seen before is not parsed
/// again: the rest's units, read once by ``RequestParser`` from the whole request, are reused and only the number
/// is read. Everything else goes through the parser unchanged, so the results are exactly ``UnitConversionEngine``'s.
/// At most ``capacity`` shapes are remembered, so memory stays bounded whatever the input.
public struct RepeatedRequestConverter: Sendable {
    /// The units of one remembered shape.
    struct Shape: Sendable {
        let source: UnitDefinition
        let target: UnitDefinition
        let ambiguities: [AmbiguousAlias]
        /// factor_from ÷ factor_to for linear units, computed once per shape; nil for temperature scales.
        let ratio: Rational?

        init(source: UnitDefinition, target: UnitDefinition, ambiguities: [AmbiguousAlias], catalog: UnitCatalog) {
            self.source = source
            self.target = target
            self.ambiguities = ambiguities
            let linear = !source.isAffine && source.category == target.category
            ratio = linear ? catalog.ratio(from: source, to: target) : nil
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
        guard let (number, rest) = Self.split(input) else { return try parsed(input, rest: nil) }
        switch shapes[String(rest)] {
        case .some(.some(let shape)):
            let value = try NumberReader.read(String(number), grouping: grouping)
            guard let ratio = shape.ratio else {
                return (try converter.convert(value, from: shape.source, to: shape.target), shape.ambiguities)
            }
            return (value * ratio, shape.ambiguities)
        case .some(.none): return try parsed(input, rest: nil)
        case .none: return try parsed(input, rest: rest)
        }
    }

    /// Parses in full; remembers the shape of `rest` when the request is one plain term and one target.
    private mutating func parsed(_ input: String, rest: Substring?) throws(ConversionError)
        -> (value: Rational, notes: [AmbiguousAlias])
    {
        let request = try RequestParser(catalog: converter.catalog, grouping: grouping, language: language).parse(input)
        let result = try converter.convert(request)
        if let rest, shapes.count < capacity, rest.utf8.count <= Self.longestRest {
            let isPlain =
                request.parts.count == 1 && request.targets.count == 1 && !request.isInterval
                && request.parts[0].valueText == input.prefix(input.utf8.count - rest.utf8.count - 1)
            shapes[String(rest)] =
                isPlain
                ? Shape(
                    source: request.sourceUnit, target: request.target.unit, ambiguities: request.ambiguities,
                    catalog: converter.catalog)
                : Shape?.none
        }
        return (result.value, request.ambiguities)
    }

    /// `12.5 km mi` → (`12.5`, `km mi`): a first word of ASCII digits (at least one) with at most one `.` or `,`
    /// and an optional leading `-`, then one space and at least one more byte; nil for anything else.
    static func split(_ input: String) -> (number: Substring, rest: Substring)? {
        let bytes = input.utf8
        guard let space = bytes.firstIndex(of: UInt8(ascii: " ")), space != bytes.startIndex else { return nil }
        var separators = 0
        var digits = 0
        for (offset, byte) in bytes[..<space].enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."), UInt8(ascii: ","): separators += 1
            case UInt8(ascii: "-") where offset == 0: continue
            default: return nil
            }
        }
        let restStart = bytes.index(after: space)
        guard separators <= 1, digits > 0, restStart != bytes.endIndex else { return nil }
        return (input[..<space], input[restStart...])
    }
}
