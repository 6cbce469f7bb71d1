/// Routes from recorded tracks: a track's positions thinned by Douglas–Peucker (``TrackSimplifier``) to the
/// turning points a skipper would plan, each kept point a waypoint named "WP n".
public enum TrackRoutes {
    /// One route per track, all its segments joined in order and simplified as one line.
    ///
    /// - Parameters:
    ///   - tracks: The recorded tracks.
    ///   - tolerance: Largest distance in metres of a dropped position from the route (≤ 0 keeps every one).
    ///   - fallbackName: The name of a track without a usable one; with several tracks "fallbackName n".
    /// - Returns: The routes, in track order; tracks without positions give none.
    public static func routes(from tracks: [GPXTrack], tolerance: Double, fallbackName: String) -> [Route] {
        var routes: [Route] = []
        for (offset, track) in tracks.enumerated() {
            let points = track.segments.joined().map(\.coordinate)
            guard !points.isEmpty else { continue }
            let given = track.name.flatMap { (try? Route.checkName($0)) != nil ? $0 : nil }
            let fallback = tracks.count == 1 ? fallbackName : "\(fallbackName) \(offset + 1)"
            let usable = (try? Route.checkName(fallback)) != nil ? fallback : "Track \(offset + 1)"
            var route = Route(checkedName: given ?? usable)
            let kept = TrackSimplifier.keptIndices(points.map { ($0.latitude, $0.longitude) }, tolerance: tolerance)
            for index in kept { try? route.insert(Waypoint(name: "", coordinate: points[index])) }
            routes.append(route)
        }
        return routes
    }
}
