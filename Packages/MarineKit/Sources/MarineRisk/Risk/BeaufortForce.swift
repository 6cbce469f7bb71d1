/// Beaufort force of a mean wind (WMO / Met Office Beaufort scale, knot ranges).
public struct BeaufortForce: Sendable, Equatable, Comparable, Codable {
    /// Lowest whole knots of forces 1…12: 1–3, 4–6, 7–10, 11–16, 17–21, 22–27, 28–33, 34–40, 41–47, 48–55,
    /// 56–63, 64+ (Met Office / WMO Beaufort table).
    public static let lowerBoundsKnots: [Double] = [1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64]

    /// The force, 0…12.
    public let force: Int

    /// The force for a mean wind of `knots`, rounded to whole knots (half up) as the table's ranges are.
    public init(knots: Double) {
        let whole = max(0, knots).rounded(.toNearestOrAwayFromZero)
        force = Self.lowerBoundsKnots.lastIndex(where: { whole >= $0 }).map { $0 + 1 } ?? 0
    }

    /// Catalog key of the force's description (`beaufort.force0` … `beaufort.force12`).
    public var descriptionKey: String { "beaufort.force\(force)" }

    /// Orders by force.
    public static func < (lhs: BeaufortForce, rhs: BeaufortForce) -> Bool { lhs.force < rhs.force }
}
