import Foundation

/// Careful angle arithmetic in degrees, reducing arguments exactly before any rounding (the techniques of
/// Karney 2013 §8 "Implementation", which keep symmetric inputs symmetric and exact cases exact).
package enum AngleMath {
    /// Degrees to radians.
    package static let radiansPerDegree = Double.pi / 180

    /// The sum u + v and its exact rounding error (Knuth's TwoSum, TAOCP volume 2 §4.2.2 theorem B).
    @inline(__always)
    static func sum(_ u: Double, _ v: Double) -> (sum: Double, error: Double) {
        let s = u + v
        var up = s - v
        var vpp = s - up
        up -= u
        vpp -= v
        let error = s != 0 ? 0 - (up + vpp) : s
        return (s, error)
    }

    /// Reduces an angle to [−180, 180], keeping the sign of 180 from the input.
    @inline(__always)
    package static func normalize(_ x: Double) -> Double {
        let y = remainder(x, 360)
        return abs(y) == 180 ? (x < 0 ? -180 : 180) : y
    }

    /// y − x reduced to [−180, 180] exactly, with the rounding error of the subtraction.
    static func difference(_ x: Double, _ y: Double) -> (difference: Double, error: Double) {
        let first = sum(remainder(-x, 360), remainder(y, 360))
        var second = sum(remainder(first.sum, 360), first.error)
        if second.sum == 0 || abs(second.sum) == 180 {
            let sign = second.error == 0 ? y - x : -second.error
            second.sum = sign < 0 ? -abs(second.sum) : abs(second.sum)
        }
        return (second.sum, second.error)
    }

    /// Rounds tiny angles to multiples of 1/2⁵⁷ degree so that values within ~1e-15° of 0 become exact
    /// (Karney 2013 §8: avoids ill-conditioning near the equator and the meridian).
    @inline(__always)
    static func round(_ x: Double) -> Double {
        let z = 1.0 / 16
        var y = abs(x)
        let w = z - y
        y = w > 0 ? z - w : y
        return x < 0 ? -y : y
    }

    /// Sine and cosine of an angle in degrees, exact at multiples of 90°.
    static func sinCos(degrees x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        var r = fmod(x, 360)
        let quarter = (r / 90).rounded(.toNearestOrEven)
        r = (r - 90 * quarter) * radiansPerDegree
        let s = Foundation.sin(r)
        let c = Foundation.cos(r)
        var result: (sin: Double, cos: Double)
        switch Int(quarter) & 3 {
        case 0: result = (s, c)
        case 1: result = (c, -s)
        case 2: result = (-s, -c)
        default: result = (-c, s)
        }
        result.cos += 0
        if result.sin == 0 { result.sin = x.sign == .minus ? -0.0 : 0.0 }
        return result
    }

    /// atan2 in degrees with the quadrant reduced first, so that exact answers (0, ±90, ±180) stay exact.
    package static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        var y = y
        var x = x
        var quadrant = 0
        if abs(y) > abs(x) {
            swap(&x, &y)
            quadrant = 2
        }
        if x.sign == .minus {
            x = -x
            quadrant += 1
        }
        let angle = Foundation.atan2(y, x) / radiansPerDegree
        switch quadrant {
        case 1: return (y.sign == .minus ? -180 : 180) - angle
        case 2: return 90 - angle
        case 3: return -90 + angle
        default: return angle
        }
    }

    /// (x, y) scaled to unit length.
    @inline(__always)
    static func normalized(_ x: Double, _ y: Double) -> (Double, Double) {
        let r = hypot(x, y)
        return (x / r, y / r)
    }
}
