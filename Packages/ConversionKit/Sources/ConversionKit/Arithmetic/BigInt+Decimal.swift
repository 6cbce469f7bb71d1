// Conversion between BigInt and decimal digit strings.

extension BigInt: CustomStringConvertible {
    /// The value in decimal digits with a leading `-` when negative, for example `-12345678901234567890`.
    public var description: String {
        if case .small(let value) = storage { return String(value) }
        let (negative, start) = signAndMagnitude
        var magnitude = start
        var chunks: [UInt32] = []
        while !magnitude.isEmpty {
            let (quotient, remainder) = LimbArithmetic.divide(magnitude, bySmall: Self.chunkBase)
            chunks.append(remainder)
            magnitude = quotient
        }
        var text = negative ? "-" : ""
        for (index, chunk) in chunks.reversed().enumerated() {
            let digits = String(chunk)
            if index > 0 { text += String(repeating: "0", count: Self.chunkDigits - digits.count) }
            text += digits
        }
        return text
    }

    /// Parses ASCII decimal digits (no sign, no separators); nil when empty or when a non-digit occurs.
    public init?<Digits: StringProtocol>(decimalDigits: Digits) {
        guard !decimalDigits.isEmpty else { return nil }
        var result = BigInt.zero
        var chunk: Int64 = 0
        var chunkLength = 0
        for character in decimalDigits.utf8 {
            guard character >= UInt8(ascii: "0"), character <= UInt8(ascii: "9") else { return nil }
            chunk = chunk * 10 + Int64(character - UInt8(ascii: "0"))
            chunkLength += 1
            if chunkLength == Self.chunkDigits {
                result = result * BigInt(Int64(Self.chunkBase)) + BigInt(chunk)
                chunk = 0
                chunkLength = 0
            }
        }
        if chunkLength > 0 { result = result * BigInt.powerOfTen(chunkLength) + BigInt(chunk) }
        self = result
    }

    /// Digits per chunk when converting to and from decimal: 10⁹ is the largest power of ten below 2³².
    private static let chunkDigits = 9

    /// 10⁹.
    private static let chunkBase: UInt32 = 1_000_000_000
}
