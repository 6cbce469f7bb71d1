/// Unsigned arbitrary-precision arithmetic on little-endian arrays of 32-bit limbs.
///
/// A magnitude never has a most significant zero limb; zero is the empty array. The algorithms are the
/// schoolbook ones from Knuth, *The Art of Computer Programming* vol. 2, §4.3.1 (algorithms A, S, M and D);
/// division follows the `divmnu` formulation in Warren, *Hacker's Delight*, 2nd ed., §9-2.
enum LimbArithmetic {
    typealias Limbs = [UInt32]

    /// The magnitude of a 64-bit unsigned value.
    static func limbs(of value: UInt64) -> Limbs {
        if value == 0 { return [] }
        let low = UInt32(truncatingIfNeeded: value)
        let high = UInt32(truncatingIfNeeded: value >> 32)
        return high == 0 ? [low] : [low, high]
    }

    /// The value of a magnitude when it fits in 64 bits, otherwise nil.
    static func uint64(_ limbs: Limbs) -> UInt64? {
        switch limbs.count {
        case 0: return 0
        case 1: return UInt64(limbs[0])
        case 2: return UInt64(limbs[1]) << 32 | UInt64(limbs[0])
        default: return nil
        }
    }

    /// Drops most significant zero limbs.
    static func normalized(_ limbs: Limbs) -> Limbs {
        var result = limbs
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }

    /// Three-way comparison of two magnitudes: -1, 0 or 1.
    static func compare(_ lhs: Limbs, _ rhs: Limbs) -> Int {
        if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
        for index in stride(from: lhs.count - 1, through: 0, by: -1) where lhs[index] != rhs[index] {
            return lhs[index] < rhs[index] ? -1 : 1
        }
        return 0
    }

    /// lhs + rhs.
    static func add(_ lhs: Limbs, _ rhs: Limbs) -> Limbs {
        let (long, short) = lhs.count >= rhs.count ? (lhs, rhs) : (rhs, lhs)
        var result = Limbs()
        result.reserveCapacity(long.count + 1)
        var carry: UInt64 = 0
        for index in 0..<long.count {
            let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// lhs − rhs; requires lhs ≥ rhs.
    static func subtract(_ lhs: Limbs, _ rhs: Limbs) -> Limbs {
        var result = Limbs()
        result.reserveCapacity(lhs.count)
        var borrow: Int64 = 0
        for index in 0..<lhs.count {
            var difference = Int64(lhs[index]) - borrow - (index < rhs.count ? Int64(rhs[index]) : 0)
            borrow = 0
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            }
            result.append(UInt32(truncatingIfNeeded: difference))
        }
        return normalized(result)
    }

    /// lhs × rhs.
    static func multiply(_ lhs: Limbs, _ rhs: Limbs) -> Limbs {
        if lhs.isEmpty || rhs.isEmpty { return [] }
        var result = Limbs(repeating: 0, count: lhs.count + rhs.count)
        for (i, left) in lhs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.enumerated() {
                let product = UInt64(left) * UInt64(right) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + rhs.count] = UInt32(carry)
        }
        return normalized(result)
    }

    /// Quotient and remainder of a magnitude divided by one nonzero limb.
    static func divide(_ dividend: Limbs, bySmall divisor: UInt32) -> (quotient: Limbs, remainder: UInt32) {
        var quotient = Limbs(repeating: 0, count: dividend.count)
        var remainder: UInt64 = 0
        for index in stride(from: dividend.count - 1, through: 0, by: -1) {
            let current = remainder << 32 | UInt64(dividend[index])
            quotient[index] = UInt32(current / UInt64(divisor))
            remainder = current % UInt64(divisor)
        }
        return (normalized(quotient), UInt32(remainder))
    }

    /// Quotient and remainder of two magnitudes; the divisor must be nonzero.
    static func divide(_ dividend: Limbs, by divisor: Limbs) -> (quotient: Limbs, remainder: Limbs) {
        precondition(!divisor.isEmpty, "LimbArithmetic.divide: division by zero")
        if compare(dividend, divisor) < 0 { return ([], dividend) }
        if divisor.count == 1 {
            let (quotient, remainder) = divide(dividend, bySmall: divisor[0])
            return (quotient, remainder == 0 ? [] : [remainder])
        }
        return longDivide(dividend, by: divisor)
    }

    /// Knuth's algorithm D for a divisor of at least two limbs and dividend ≥ divisor.
    private static func longDivide(_ dividend: Limbs, by divisor: Limbs) -> (quotient: Limbs, remainder: Limbs) {
        let shift = divisor[divisor.count - 1].leadingZeroBitCount
        let normalizedDivisor = shiftedLeft(divisor, by: shift)
        var remainder = shiftedLeft(dividend, by: shift)
        remainder.append(shift == 0 ? 0 : dividend[dividend.count - 1] >> (32 - shift))
        let limbCount = divisor.count
        var quotient = Limbs(repeating: 0, count: dividend.count - limbCount + 1)
        for position in stride(from: dividend.count - limbCount, through: 0, by: -1) {
            let estimate = estimateQuotientDigit(remainder, normalizedDivisor, position)
            quotient[position] = subtractMultiple(estimate, of: normalizedDivisor, from: &remainder, at: position)
        }
        let low = Array(remainder[0..<limbCount])
        return (normalized(quotient), normalized(shiftedRight(low, by: shift)))
    }

    /// Step D3: an estimate of the next quotient digit that is at most one too large.
    private static func estimateQuotientDigit(_ remainder: Limbs, _ divisor: Limbs, _ position: Int) -> UInt64 {
        let count = divisor.count
        let base: UInt64 = 1 << 32
        let top = UInt64(remainder[position + count]) << 32 | UInt64(remainder[position + count - 1])
        let leading = UInt64(divisor[count - 1])
        var estimate = top / leading
        var rest = top % leading
        while estimate >= base
            || estimate * UInt64(divisor[count - 2]) > (rest << 32 | UInt64(remainder[position + count - 2]))
        {
            estimate -= 1
            rest += leading
            if rest >= base { break }
        }
        return estimate
    }

    /// Steps D4–D6: subtracts `digit × divisor` at `position`, adding back once when the estimate was too large.
    private static func subtractMultiple(
        _ digit: UInt64, of divisor: Limbs, from remainder: inout Limbs, at position: Int
    ) -> UInt32 {
        var borrow: Int64 = 0
        for index in 0..<divisor.count {
            let product = digit * UInt64(divisor[index])
            let difference = Int64(remainder[index + position]) - borrow - Int64(product & 0xFFFF_FFFF)
            remainder[index + position] = UInt32(truncatingIfNeeded: difference)
            borrow = Int64(product >> 32) - (difference >> 32)
        }
        let top = Int64(remainder[position + divisor.count]) - borrow
        remainder[position + divisor.count] = UInt32(truncatingIfNeeded: top)
        guard top < 0 else { return UInt32(digit) }
        var carry: UInt64 = 0
        for index in 0..<divisor.count {
            let sum = UInt64(remainder[index + position]) + UInt64(divisor[index]) + carry
            remainder[index + position] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
        }
        remainder[position + divisor.count] &+= UInt32(carry)
        return UInt32(digit - 1)
    }

    /// Shifts left by 0…31 bits within the same number of limbs (the caller keeps the overflow).
    private static func shiftedLeft(_ limbs: Limbs, by shift: Int) -> Limbs {
        guard shift > 0 else { return limbs }
        var result = Limbs(repeating: 0, count: limbs.count)
        for index in stride(from: limbs.count - 1, through: 0, by: -1) {
            let lower = index > 0 ? limbs[index - 1] >> (32 - shift) : 0
            result[index] = limbs[index] << shift | lower
        }
        return result
    }

    /// Shifts right by 0…31 bits.
    private static func shiftedRight(_ limbs: Limbs, by shift: Int) -> Limbs {
        guard shift > 0 else { return limbs }
        var result = Limbs(repeating: 0, count: limbs.count)
        for index in 0..<limbs.count {
            let upper = index + 1 < limbs.count ? limbs[index + 1] << (32 - shift) : 0
            result[index] = limbs[index] >> shift | upper
        }
        return result
    }
}
