import Foundation

/// The operands of a number that CLDR plural rules test (Unicode TR35 Part 3 §5.1.1).
///
/// Plural selection depends on how a number is *shown*: "1 day" but "1.0 days" in English. Build the operands from
/// the displayed text (`PluralOperands("1.50")`) or from an integer.
public struct PluralOperands: Equatable, Sendable {
    /// `i`: the integer digits of the absolute value, compact exponent applied (saturating at `UInt64.max`).
    public let integerDigits: UInt64
    /// `v`: the number of visible fraction digits, with trailing zeros (`1.50` → 2).
    public let visibleFractionDigitCount: Int
    /// `f`: the visible fraction digits as an integer, with trailing zeros (`1.50` → 50).
    public let visibleFraction: UInt64
    /// `t`: the visible fraction digits as an integer, without trailing zeros (`1.50` → 5).
    public let fractionWithoutTrailingZeros: UInt64
    /// `e`: the exponent of compact decimal notation (`1.2c6` → 6); 0 for plain numbers.
    public let compactExponent: Int

    /// `n` is an integer: no non-zero fraction digit (`1.0` counts: n = 1).
    public var isWholeNumber: Bool { fractionWithoutTrailingZeros == 0 }

    /// Operands of an integer.
    ///
    /// - Parameter value: the integer; its sign does not matter.
    public init(_ value: Int) {
        integerDigits = value.magnitude.toUInt64
        visibleFractionDigitCount = 0
        visibleFraction = 0
        fractionWithoutTrailingZeros = 0
        compactExponent = 0
    }

    /// Operands of a number as displayed, with `.` or `,` as the decimal separator.
    ///
    /// Accepts an optional sign, digits, an optional fraction and an optional compact exponent `c<digits>`
    /// (`"1.5"`, `"-3"`, `"1000000"`, `"1,25"`, `"1.2c6"`). Grouping separators are not accepted.
    ///
    /// Fails when `text` is not a plain number.
    ///
    /// - Parameter text: the number as shown to the user.
    public init?(_ text: String) {
        guard let parts = NumberTextParts(text) else { return nil }
        integerDigits = parts.integer.saturatingUInt64
        visibleFractionDigitCount = parts.fraction.count
        visibleFraction = parts.fraction.saturatingUInt64
        let trimmed = String(parts.fraction.reversed().drop(while: { $0 == "0" }).reversed())
        fractionWithoutTrailingZeros = trimmed.saturatingUInt64
        compactExponent = parts.exponent
    }
}

extension UInt {
    fileprivate var toUInt64: UInt64 { UInt64(self) }
}

extension String {
    /// The decimal digits as an integer, `UInt64.max` when too long, 0 when empty.
    fileprivate var saturatingUInt64: UInt64 {
        isEmpty ? 0 : (UInt64(self) ?? UInt64.max)
    }
}

/// A plain number split into its digit strings, compact exponent applied.
private struct NumberTextParts {
    let integer: String
    let fraction: String
    let exponent: Int

    init?(_ text: String) {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        var exponent = 0
        if let marker = body.firstIndex(of: "c") {
            guard let value = Int(body[body.index(after: marker)...]), value >= 0 else { return nil }
            exponent = value
            body = body[..<marker]
        }
        let pieces = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false) }
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty else { return nil }
        guard pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if pieces.count == 2 && pieces[1].isEmpty { return nil }
        // Compact notation moves `exponent` fraction digits into the integer part: 1.2c6 has i = 1200000.
        let shownFraction = pieces.count == 2 ? String(pieces[1]) : ""
        let padded = shownFraction.padding(toLength: max(shownFraction.count, exponent), withPad: "0", startingAt: 0)
        integer = String(pieces[0]) + padded.prefix(exponent)
        fraction = String(padded.dropFirst(exponent))
        self.exponent = exponent
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
