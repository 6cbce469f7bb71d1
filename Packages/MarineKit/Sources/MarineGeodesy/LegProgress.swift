/// Where a position lies relative to a leg: distance off the track and progress along it.
public struct LegProgress: Hashable, Sendable {
    /// Distance from the position to the leg's geodesic in metres: positive to starboard (right of the
    /// direction of travel), negative to port.
    public let crossTrack: Double
    /// Distance along the leg's geodesic from its start to the foot of the perpendicular, in metres;
    /// negative before the start, greater than the leg length past its end.
    public let alongTrack: Double
    /// Length of the leg in metres.
    public let legLength: Double

    /// Creates a progress value.
    public init(crossTrack: Double, alongTrack: Double, legLength: Double) {
        self.crossTrack = crossTrack
        self.alongTrack = alongTrack
        self.legLength = legLength
    }

    /// Distance still to run to the end of the leg, measured along it (metres, may be negative once past).
    public var remaining: Double { legLength - alongTrack }

    /// Whether the perpendicular through the leg's end has been crossed (OpenCPN's and Signal K's
    /// "perpendicular passed").
    public var hasPassedEnd: Bool { alongTrack >= legLength }
}
