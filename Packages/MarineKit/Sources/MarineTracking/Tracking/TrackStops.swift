import Foundation

/// Where a recorded track stopped: runs of fixes that stay within ``radiusMeters`` of the run's first fix for at
/// least ``minimumSeconds`` (a mooring, an anchorage, a wait at a bridge), for the trip chart's marks.
public enum TrackStops {
    /// Largest distance from the run's first fix that still counts as stopped, metres: the accuracy filter's
    /// 50 m limit would let a slow drift pass, 30 m keeps a boat swinging at anchor (a 25 m scope) in one stop.
    public static let radiusMeters = 30.0
    /// Shortest stop, seconds (2 min: a stop a skipper would name, not a tack).
    public static let minimumSeconds: TimeInterval = 120

    /// One stop.
    public struct Stop: Sendable, Equatable {
        /// Where it began (the first fix of the run).
        public let coordinate: GeoCoordinate
        /// Its first fix's time.
        public let start: Date
        /// Its last fix's time.
        public let end: Date
        /// Its length, seconds.
        public var seconds: TimeInterval { end.timeIntervalSince(start) }
    }

    /// The stops of `positions` (in time order), in order; one pass.
    public static func find(in positions: [PositionFix], geometry: any TrackGeometry = GeodesicTrackGeometry())
        -> [Stop]
    {
        var stops: [Stop] = []
        var first = 0
        while first < positions.count {
            let anchor = positions[first]
            var last = first
            while last + 1 < positions.count,
                geometry.distance(
                    fromLatitude: anchor.latitude, fromLongitude: anchor.longitude,
                    toLatitude: positions[last + 1].latitude, toLongitude: positions[last + 1].longitude)
                    <= radiusMeters
            {
                last += 1
            }
            if positions[last].time.timeIntervalSince(anchor.time) >= minimumSeconds {
                stops.append(
                    Stop(
                        coordinate: GeoCoordinate(latitude: anchor.latitude, longitude: anchor.longitude),
                        start: anchor.time, end: positions[last].time))
            }
            first = last + 1
        }
        return stops
    }
}
