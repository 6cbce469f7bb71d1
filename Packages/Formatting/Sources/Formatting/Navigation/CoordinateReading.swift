import Foundation

/// Accumulates tokens of a coordinate and checks their order: optional sign, optional leading hemisphere, one to
/// three numbers each optionally followed by its unit symbol, optional trailing hemisphere.
struct CoordinateReading {
    /// The numbers read so far (degrees, minutes, seconds) with their offsets.
    private(set) var numbers: [(text: String, offset: Int)] = []
    /// The hemisphere letter, if any.
    private(set) var hemisphere: (index: Int, letter: Character)?
    /// Whether a sign was written, and whether it was a minus.
    private(set) var hasSign = false
    /// Whether the sign was a minus.
    private(set) var negativeSign = false
    private var lastUnit = -1
    private var finished = false

    /// Takes the next token.
    mutating func add(_ token: CoordinateToken) throws(CoordinateParseError) {
        switch token {
        case .sign(let negative, let offset):
            guard !hasSign, numbers.isEmpty, hemisphere == nil else { throw .malformed(offset: offset) }
            (hasSign, negativeSign) = (true, negative)
        case .hemisphere(let index, let letter, let offset):
            guard hemisphere == nil else { throw .malformed(offset: offset) }
            hemisphere = (index, letter)
            finished = !numbers.isEmpty
        case .number(let text, let offset):
            guard !finished, numbers.count < 3 else { throw .malformed(offset: offset) }
            numbers.append((text, offset))
        case .unit(let unit, let offset):
            guard !finished, unit == numbers.count - 1, unit > lastUnit else { throw .malformed(offset: offset) }
            lastUnit = unit
        }
    }

    /// Degrees + minutes/60 + seconds/3600, exactly.
    func magnitude() throws(CoordinateParseError) -> Decimal {
        guard !numbers.isEmpty else { throw .malformed(offset: 0) }
        var total = Decimal()
        for (index, number) in numbers.enumerated() {
            let isLast = index == numbers.count - 1
            let value = try Self.value(of: number.text, offset: number.offset, allowFraction: isLast)
            if index > 0 && value >= 60 { throw .sexagesimalOverflow(offset: number.offset) }
            total += value / Decimal(index == 0 ? 1 : (index == 1 ? 60 : 3600))
        }
        return total
    }

    private static func value(of text: String, offset: Int, allowFraction: Bool) throws(CoordinateParseError)
        -> Decimal
    {
        let separators = text.filter { $0 == "." || $0 == "," }.count
        guard separators <= (allowFraction ? 1 : 0), text.last?.isWholeNumber == true,
            let value = Decimal(string: text.replacingOccurrences(of: ",", with: "."))
        else { throw .malformed(offset: offset) }
        return value
    }
}
