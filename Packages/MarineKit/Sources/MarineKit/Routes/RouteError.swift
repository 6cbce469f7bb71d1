/// Why a route edit or lookup failed.
public enum RouteError: Error, Equatable, Sendable {
    /// A 1-based waypoint index outside 1…count (or 1…count+1 when inserting).
    case indexOutOfRange(index: Int, count: Int)
    /// Latitude outside −90…90 or longitude outside −180…180, or not finite.
    case invalidCoordinate(latitude: Double, longitude: Double)
    /// A planned speed outside 0.1…60 kn.
    case invalidSpeed(Double)
    /// An arrival radius outside 1…10 000 m.
    case invalidRadius(Double)
    /// A route name that is empty or longer than 100 characters.
    case invalidName(String)
    /// No route of this name is stored.
    case notFound(name: String)
    /// A route of this name already exists.
    case alreadyExists(name: String)
}
