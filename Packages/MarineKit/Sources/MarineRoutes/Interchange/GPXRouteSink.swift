import Foundation

/// Receives the routes of a GPX document point by point while ``GPXReader`` reads it, instead of
/// ``GPXDocument/routes``, so a 200,000-point route is never held whole (``GPXReader/read(chunks:routes:)``).
///
/// Calls come in document order, for each `<rte>`: ``beginRoute()``, ``routePoint(_:)`` for each route point,
/// ``endRoute(name:plannedDeparture:plannedSpeedKnots:)``. A route whose file ends early gets no `endRoute` (the
/// reader then throws). The calls cannot fail: a sink whose storage fails keeps its error, ignores what follows,
/// and its owner asks it once the reader returns.
public protocol GPXRouteSink: AnyObject {
    /// A route starts.
    func beginRoute()

    /// A route point of the route being read: coordinate checked, speed and radius outside ``Route``'s ranges
    /// dropped, a blank name replaced by `WP n` (n its 1-based position in the route), as in ``GPXDocument/routes``.
    func routePoint(_ waypoint: Waypoint)

    /// The route being read ends.
    ///
    /// - Parameters:
    ///   - name: its `<name>`, or `Route n` (n its 1-based position in the file) when the file gives no name that
    ///     ``Route/checkName(_:)`` accepts.
    ///   - plannedDeparture: OpenCPN's `planned_departure`, if any.
    ///   - plannedSpeedKnots: OpenCPN's `planned_speed` in knots, if within 0.1…60.
    func endRoute(name: String, plannedDeparture: Date?, plannedSpeedKnots: Double?)
}
