/// Douglas / WMO sea-state code (WMO code table 3700) of a significant wave height.
public struct DouglasSeaState: Sendable, Equatable, Comparable, Codable {
    /// Upper heights (m, inclusive) of codes 0…8: 0 calm (glassy), 0.1 calm (rippled), 0.5 smooth, 1.25 slight,
    /// 2.5 moderate, 4 rough, 6 very rough, 9 high, 14 very high; above 14 m is 9 phenomenal.
    public static let upperBoundsMeters: [Double] = [0, 0.1, 0.5, 1.25, 2.5, 4, 6, 9, 14]

    /// The code, 0…9.
    public let code: Int

    /// The code for a significant wave height in metres.
    public init(heightMeters: Double) {
        code = Self.upperBoundsMeters.firstIndex(where: { heightMeters <= $0 }) ?? 9
    }

    /// Catalog key of the description (`douglas.state0` … `douglas.state9`).
    public var descriptionKey: String { "douglas.state\(code)" }

    /// Orders by code.
    public static func < (lhs: DouglasSeaState, rhs: DouglasSeaState) -> Bool { lhs.code < rhs.code }
}
