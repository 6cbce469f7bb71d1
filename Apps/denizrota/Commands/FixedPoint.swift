import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fixed-point decimal text for the geodesic filters, correctly rounded as the C library's `%.*f` rounds (as
/// GeodSolve's iostreams are: the exact binary value, ties to even), without `String(format:)`'s or `withVaList`'s
/// per-call allocations on a million lines.
///
/// Values whose scaled magnitude |x|·10^decimals fits 64 bits (every azimuth, coordinate and distance the filters
/// print) are rounded exactly in integers; others (and non-finite values) go through `vsnprintf`.
enum FixedPoint {
    /// Values with their decimal counts, joined by spaces.
    static func join(_ values: [(Double, Int)]) -> String {
        var text = ""
        for (offset, value) in values.enumerated() {
            if offset > 0 { text += " " }
            append(value.0, decimals: value.1, to: &text)
        }
        return text
    }

    /// Appends `value` rounded to `decimals` places (0…17 on the integer path).
    static func append(_ value: Double, decimals: Int, to text: inout String) {
        guard var scaled = scaledInteger(value, decimals: decimals) else {
            return appendFormatted(value, decimals: decimals, to: &text)
        }
        // Digits written backwards into a stack buffer: at most 20 digits, a point, leading zeros and a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var start = buffer.count
            var written = 0
            while scaled > 0 || written <= decimals {
                if written == decimals && decimals > 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: ".")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(scaled % 10)
                scaled /= 10
                written += 1
            }
            if value.sign == .minus {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            text += String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// |value|·10^decimals rounded to the nearest integer, ties to even, computed exactly; nil when it does not fit
    /// 64 bits, `decimals` is outside 0…17 or the value is not finite.
    static func scaledInteger(_ value: Double, decimals: Int) -> UInt64? {
        guard value.isFinite, (0...17).contains(decimals) else { return nil }
        let magnitude = value.magnitude
        guard magnitude.isNormal else { return 0 }  // zero or below 2^-1022: 0 at 17 places
        // magnitude = significand · 2^exponent with an integer significand < 2^53.
        let significand = magnitude.significandBitPattern | 1 << 52
        let exponent = Int(magnitude.exponent) - 52
        guard exponent < 0 else { return nil }  // ≥ 2^52: leave to the C library
        let product = significand.multipliedFullWidth(by: powersOfTen[decimals])  // < 2^110
        let shift = -exponent
        guard shift < 112 else { return 0 }  // below half a unit of the last place
        let quotient = shiftedRight(product, by: shift)
        guard quotient.high == 0 else { return nil }
        // The remainder against half a unit: compare product − quotient·2^shift with 2^(shift − 1).
        let back = shiftedLeft((0, quotient.low), by: shift)
        let remainder = subtract(product, back)
        let half = shiftedLeft((0, 1), by: shift - 1)
        let above = remainder.high != half.high ? remainder.high > half.high : remainder.low > half.low
        let tie = remainder == half
        if above || (tie && quotient.low & 1 == 1) {
            return quotient.low == .max ? nil : quotient.low + 1
        }
        return quotient.low
    }

    private static let powersOfTen: [UInt64] = (0...17).map { power in
        (0..<power).reduce(UInt64(1)) { product, _ in product * 10 }
    }

    private static func shiftedRight(_ value: (high: UInt64, low: UInt64), by shift: Int) -> (high: UInt64, low: UInt64)
    {
        if shift >= 64 { return (0, value.high >> (shift - 64)) }
        if shift == 0 { return value }
        return (value.high >> shift, (value.low >> shift) | (value.high << (64 - shift)))
    }

    private static func shiftedLeft(_ value: (high: UInt64, low: UInt64), by shift: Int) -> (high: UInt64, low: UInt64)
    {
        if shift >= 64 { return (value.low << (shift - 64), 0) }
        if shift == 0 { return value }
        return ((value.high << shift) | (value.low >> (64 - shift)), value.low << shift)
    }

    private static func subtract(_ a: (high: UInt64, low: UInt64), _ b: (high: UInt64, low: UInt64)) -> (
        high: UInt64, low: UInt64
    ) {
        let (low, borrow) = a.low.subtractingReportingOverflow(b.low)
        return (a.high &- b.high &- (borrow ? 1 : 0), low)
    }

    /// The C library's `%.*f`, for what the integer path leaves.
    static func appendFormatted(_ value: Double, decimals: Int, to text: inout String) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = withVaList([Int32(decimals), value]) { vsnprintf(base, buffer.count, "%.*f", $0) }
            guard count > 0 else { return }
            let bytes = UnsafeRawBufferPointer(start: base, count: min(Int(count), buffer.count - 1))
            text += String(decoding: bytes, as: UTF8.self)
        }
    }
}
