/// A signed integer of unlimited size, the ground type of ``Rational``.
///
/// Values that fit in 64 bits are held inline and use the processor's overflow-checked arithmetic, so the common
/// case of a unit conversion never allocates; larger values fall back to `LimbArithmetic` (internal) on 32-bit limbs.
/// Every operation is exact; there is no rounding anywhere in this type.
public struct BigInt: Sendable, Hashable {
    /// Inline 64-bit value, or sign and magnitude when the value does not fit in `Int64`.
    enum Storage: Sendable, Hashable {
        case small(Int64)
        case large(negative: Bool, magnitude: [UInt32])
    }

    let storage: Storage

    /// Wraps a 64-bit value.
    public init(_ value: Int64) { storage = .small(value) }

    /// Wraps a machine integer.
    public init(_ value: Int) { storage = .small(Int64(value)) }

    /// Builds a value from sign and magnitude, choosing the inline form whenever it fits.
    init(negative: Bool, magnitude: [UInt32]) {
        let limbs = LimbArithmetic.normalized(magnitude)
        if let value = LimbArithmetic.uint64(limbs) {
            if !negative, value <= UInt64(Int64.max) {
                storage = .small(Int64(value))
                return
            }
            if negative, value <= UInt64(Int64.max) + 1 {
                storage = .small(value == UInt64(Int64.max) + 1 ? Int64.min : -Int64(value))
                return
            }
        }
        storage = .large(negative: negative, magnitude: limbs)
    }

    /// Builds a value from sign and a 128-bit magnitude.
    init(negative: Bool, magnitude: UInt128) {
        if magnitude <= UInt128(Int64.max) {
            let value = Int64(magnitude)
            self.init(negative ? -value : value)
            return
        }
        let limbs = (0..<4).map { UInt32(truncatingIfNeeded: magnitude >> (32 * $0)) }
        self.init(negative: negative, magnitude: limbs)
    }

    /// Zero.
    public static let zero = BigInt(0)

    /// One.
    public static let one = BigInt(1)

    /// True when the value is zero.
    public var isZero: Bool { storage == .small(0) }

    /// True when the value is below zero.
    public var isNegative: Bool {
        switch storage {
        case .small(let value): return value < 0
        case .large(let negative, _): return negative
        }
    }

    /// The sign and the magnitude as limbs, whatever the storage.
    var signAndMagnitude: (negative: Bool, magnitude: [UInt32]) {
        switch storage {
        case .small(let value): return (value < 0, LimbArithmetic.limbs(of: value.magnitude))
        case .large(let negative, let magnitude): return (negative, magnitude)
        }
    }

    /// The absolute value.
    public var magnitude: BigInt {
        isNegative ? -self : self
    }

    /// The value as `Int64` when it fits, otherwise nil.
    public var int64Value: Int64? {
        if case .small(let value) = storage { return value }
        return nil
    }
}
