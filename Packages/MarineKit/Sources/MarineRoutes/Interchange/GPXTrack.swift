import Foundation

/// A recorded track: segments of timed positions (GPX `<trk>`/`<trkseg>`/`<trkpt>`).
public struct GPXTrack: Hashable, Sendable {
    /// One recorded position.
    public struct Point: Hashable, Sendable {
        /// Position on WGS84.
        public var coordinate: GeoCoordinate
        /// Time of the fix (UTC), when known.
        public var time: Date?

        /// Creates a track point.
        public init(coordinate: GeoCoordinate, time: Date? = nil) {
            self.coordinate = coordinate
            self.time = time
        }
    }

    /// Track name, when given.
    public var name: String?
    /// Continuous spans of positions; a new segment starts after each loss of fix (GPX 1.1 `trksegType`).
    public var segments: [[Point]]

    /// Creates a track.
    public init(name: String?, segments: [[Point]]) {
        self.name = name
        self.segments = segments
    }
}
