import Foundation

/// A planned passage: a name, ordered waypoints and an optional departure time.
///
/// Editing operations use 1-based waypoint indexes, as a skipper numbers them, and throw ``RouteError``
/// instead of trapping on bad input.
public struct Route: Hashable, Codable, Sendable {
    /// Unique name of the route.
    public var name: String
    /// The waypoints in sailing order.
    public private(set) var waypoints: [Waypoint]
    /// Planned departure from the first waypoint (UTC instant); ETAs need it.
    public var plannedDeparture: Date?
    /// Default planned speed in knots for legs without their own (OpenCPN's route `planned_speed`).
    public var plannedSpeedKnots: Double?

    /// Creates a route after checking its name.
    /// - Throws: ``RouteError/invalidName(_:)``.
    public init(
        name: String, waypoints: [Waypoint] = [], plannedDeparture: Date? = nil, plannedSpeedKnots: Double? = nil
    ) throws(RouteError) {
        try Self.checkName(name)
        self.name = name
        self.waypoints = waypoints
        self.plannedDeparture = plannedDeparture
        self.plannedSpeedKnots = plannedSpeedKnots
    }

    /// Creates an empty route whose name the caller has already checked with ``checkName(_:)``.
    init(checkedName: String) {
        name = checkedName
        waypoints = []
    }

    /// Most characters in a route name: 100.
    public static let maximumNameLength = 100

    /// Checks that a name is usable: not blank, at most ``maximumNameLength`` characters, no control characters.
    public static func checkName(_ name: String) throws(RouteError) {
        // Counting stops after the limit: a 5 MB name from a file is refused without counting all its characters.
        guard name.index(name.startIndex, offsetBy: maximumNameLength + 1, limitedBy: name.endIndex) == nil else {
            throw .invalidName(name)
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !hasControlCharacter(name) else { throw .invalidName(name) }
    }

    /// A name read from a file or another app, made printable.
    ///
    /// Each run of whitespace and line breaks (tab, CR, LF, U+0085, U+2028, U+2029, spaces) becomes one space, any
    /// other control character (general category Cc) is dropped, and the ends are trimmed. GPX writers wrap long
    /// `<name>`s; a terminal would obey an ESC in one.
    public static func cleanedName(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in name.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
            } else if scalar.properties.generalCategory != .control {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a name holds a control character (general category Cc: U+0000–U+001F, U+007F–U+009F), which a
    /// terminal printing the name would obey.
    public static func hasControlCharacter(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Inserts a waypoint at a 1-based position (default: at the end), giving it a name "WP n" when blank.
    /// - Throws: ``RouteError`` for a bad position, coordinate, speed or radius.
    public mutating func insert(_ waypoint: Waypoint, at position: Int? = nil) throws(RouteError) {
        let index = position ?? waypoints.count + 1
        guard (1...waypoints.count + 1).contains(index) else {
            throw .indexOutOfRange(index: index, count: waypoints.count)
        }
        try Self.check(waypoint)
        var named = waypoint
        if Self.isBlank(named.name) { named.name = "WP \(waypoints.count + 1)" }
        waypoints.insert(named, at: index - 1)
    }

    /// Whether a waypoint name is empty or only spaces and tabs (then it gets a "WP n" name).
    static func isBlank(_ name: String) -> Bool {
        // Most names start with a letter or digit: answer without building a CharacterSet (a 200,000-point import
        // asks once per point).
        if let first = name.utf8.first, first > 0x20, first < 0x80 { return false }
        return name.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) }
    }

    /// Sets waypoints the caller has checked with ``check(_:)`` and named (a reader building a large route).
    mutating func setCheckedWaypoints(_ checked: [Waypoint]) {
        waypoints = checked
    }

    /// Moves the waypoint at 1-based `from` so that it ends up at 1-based `to`.
    public mutating func moveWaypoint(from: Int, to: Int) throws(RouteError) {
        try checkIndex(from)
        try checkIndex(to)
        let waypoint = waypoints.remove(at: from - 1)
        waypoints.insert(waypoint, at: to - 1)
    }

    /// Removes and returns the waypoint at a 1-based index.
    @discardableResult
    public mutating func removeWaypoint(at index: Int) throws(RouteError) -> Waypoint {
        try checkIndex(index)
        return waypoints.remove(at: index - 1)
    }

    /// Renames the waypoint at a 1-based index.
    public mutating func renameWaypoint(at index: Int, to name: String) throws(RouteError) {
        try checkIndex(index)
        waypoints[index - 1].name = name
    }

    /// Replaces the waypoint at a 1-based index.
    public mutating func replaceWaypoint(at index: Int, with waypoint: Waypoint) throws(RouteError) {
        try checkIndex(index)
        try Self.check(waypoint)
        waypoints[index - 1] = waypoint
    }

    /// Reverses the order of the waypoints (the passage home); per-leg speeds stay with their waypoints.
    public mutating func reverse() {
        waypoints.reverse()
    }

    private func checkIndex(_ index: Int) throws(RouteError) {
        guard (1...max(waypoints.count, 1)).contains(index), !waypoints.isEmpty else {
            throw .indexOutOfRange(index: index, count: waypoints.count)
        }
    }

    /// Checks a planned speed (a waypoint's or the route's): 0.1…60 kn.
    /// - Throws: ``RouteError/invalidSpeed(_:)``.
    public static func checkSpeed(_ knots: Double) throws(RouteError) {
        guard (0.1...60).contains(knots) else { throw .invalidSpeed(knots) }
    }

    /// Checks a waypoint's coordinate, speed and radius ranges and that its name holds no control character.
    public static func check(_ waypoint: Waypoint) throws(RouteError) {
        guard !hasControlCharacter(waypoint.name) else { throw .invalidWaypointName(waypoint.name) }
        let coordinate = waypoint.coordinate
        guard coordinate.isValid else {
            throw .invalidCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
        if let speed = waypoint.plannedSpeedKnots { try checkSpeed(speed) }
        if let radius = waypoint.arrivalRadiusMeters, !(1...10_000).contains(radius) { throw .invalidRadius(radius) }
    }
}
