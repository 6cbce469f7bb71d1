import Localization

/// Why a route edit or lookup failed.
///
/// Messages live in ``NavigationStrings`` under `error.route.*`.
public enum RouteError: Error, Equatable, Sendable, LocalizableError {
    /// A 1-based waypoint index outside 1…count (or 1…count+1 when inserting).
    case indexOutOfRange(index: Int, count: Int)
    /// Latitude outside −90…90 or longitude outside −180…180, or not finite.
    case invalidCoordinate(latitude: Double, longitude: Double)
    /// A planned speed outside 0.1…60 kn.
    case invalidSpeed(Double)
    /// An arrival radius outside 1…10 000 m.
    case invalidRadius(Double)
    /// A route name that is empty, longer than 100 characters or holds a control character.
    case invalidName(String)
    /// A waypoint name holding a control character (U+0000–U+001F, U+007F–U+009F: a terminal would obey an escape
    /// sequence in it).
    case invalidWaypointName(String)
    /// No route of this name is stored.
    case notFound(name: String)
    /// A route of this name already exists.
    case alreadyExists(name: String)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .indexOutOfRange: "error.route.index"
        case .invalidCoordinate: "error.route.coordinate"
        case .invalidSpeed: "error.route.speed"
        case .invalidRadius: "error.route.radius"
        case .invalidName: "error.route.name"
        case .invalidWaypointName: "error.route.waypointName"
        case .notFound: "error.route.notFound"
        case .alreadyExists: "error.route.exists"
        }
    }

    /// The offending values, numbers in the machine form (`80.5`).
    public var messageArguments: [String] {
        arguments(MessageNumber.plain)
    }

    /// The offending values, numbers with the language's separators (`80,5` in Turkish).
    public func messageArguments(for language: Language) -> [String] {
        arguments { MessageNumber.text($0, language) }
    }

    private func arguments(_ number: (Double) -> String) -> [String] {
        switch self {
        case .indexOutOfRange(let index, let count): [String(index), String(count)]
        case .invalidCoordinate(let latitude, let longitude): [number(latitude), number(longitude)]
        case .invalidSpeed(let value), .invalidRadius(let value): [number(value)]
        case .invalidName(let name), .invalidWaypointName(let name), .notFound(let name), .alreadyExists(let name):
            [name]
        }
    }
}
