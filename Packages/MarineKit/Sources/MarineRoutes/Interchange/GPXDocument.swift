/// The contents of a GPX 1.1 file that DenizRota reads and writes: routes, standalone waypoints and tracks.
public struct GPXDocument: Hashable, Sendable {
    /// Routes (`<rte>`), each with its route points.
    public var routes: [Route]
    /// Standalone waypoints (`<wpt>`).
    public var waypoints: [Waypoint]
    /// Recorded tracks (`<trk>`).
    public var tracks: [GPXTrack]
    /// Routes ``GPXReader`` named "Route n" because the name in the file could not be kept.
    ///
    /// Too long or holding control characters; empty for a document built in code. The caller says so: a name is
    /// never silently replaced.
    public var renamedRoutes: [GPXRenamedRoute] = []

    /// Creates a document.
    public init(routes: [Route] = [], waypoints: [Waypoint] = [], tracks: [GPXTrack] = []) {
        self.routes = routes
        self.waypoints = waypoints
        self.tracks = tracks
    }
}
