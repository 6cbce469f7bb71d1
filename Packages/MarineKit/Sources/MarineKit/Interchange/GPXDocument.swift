/// The contents of a GPX 1.1 file that DenizRota reads and writes: routes, standalone waypoints and tracks.
public struct GPXDocument: Hashable, Sendable {
    /// Routes (`<rte>`), each with its route points.
    public var routes: [Route]
    /// Standalone waypoints (`<wpt>`).
    public var waypoints: [Waypoint]
    /// Recorded tracks (`<trk>`).
    public var tracks: [GPXTrack]

    /// Creates a document.
    public init(routes: [Route] = [], waypoints: [Waypoint] = [], tracks: [GPXTrack] = []) {
        self.routes = routes
        self.waypoints = waypoints
        self.tracks = tracks
    }
}
