import Foundation

/// Follows a route: arrival at the active waypoint and deviation from the active leg.
///
/// - Arrival (OpenCPN `routeman_gui.cpp`, Signal K `perpendicularPassed`): the boat is within
///   the waypoint's arrival radius, **or** it has passed the line through the waypoint perpendicular to the leg
///   (along-track distance ≥ leg length). Then the next waypoint becomes active; after the last, `routeComplete`.
/// - Deviation: |cross-track distance| from the active leg above ``deviationThreshold`` (default 0.1 nm) for
///   ``deviationFixes`` consecutive fixes raises `deviation` once; coming back within the threshold raises
///   `deviationCleared`.
/// - Activation: at the first fix the monitor picks the first leg whose perpendicular the boat has not passed;
///   before the first waypoint the leg runs from the boat's position to it.
public struct RouteMonitor: Sendable {
    /// Default cross-track threshold: 0.1 nm = 185.2 m.
    public static let defaultDeviationThreshold = 0.1 * 1852

    /// The route's waypoints (a waypoint without an arrival radius gets OpenCPN's default arrival circle of 0.05 nm,
    /// OpenCPN Route Properties "Arrival radius").
    public let waypoints: [Waypoint]
    /// Cross-track distance in metres above which a fix counts as off the route.
    public var deviationThreshold: Double
    /// Consecutive off-route fixes before `deviation` fires.
    public var deviationFixes: Int
    /// Index of the active waypoint; equal to the count once the route is complete; nil before the first fix.
    public private(set) var activeIndex: Int?
    private let geometry: any TrackGeometry
    private var legStart: (latitude: Double, longitude: Double)?
    private var offRouteCount = 0
    private var deviating = false

    /// Creates a monitor for a route.
    public init(
        waypoints: [Waypoint], geometry: any TrackGeometry,
        deviationThreshold: Double = RouteMonitor.defaultDeviationThreshold, deviationFixes: Int = 3
    ) {
        self.waypoints = waypoints
        self.geometry = geometry
        self.deviationThreshold = deviationThreshold
        self.deviationFixes = max(1, deviationFixes)
    }

    /// The signed cross-track distance of `fix` from the active leg, metres (+ starboard of the leg, as the
    /// `deviation` alert's), or nil before the first fix and once the route is complete.
    public func crossTrackMeters(at fix: PositionFix) -> Double? {
        guard let index = activeIndex, index < waypoints.count, let start = legStart else { return nil }
        return legOffset(fix, from: start, to: waypoints[index]).crossTrack
    }

    /// Whether the last waypoint was reached.
    public var isComplete: Bool { activeIndex.map { $0 >= waypoints.count } ?? waypoints.isEmpty }

    /// Checks one accepted fix.
    public mutating func update(_ fix: PositionFix, _ emit: (AlertEvent) -> Void) {
        if activeIndex == nil { activate(at: fix) }
        guard let index = activeIndex, index < waypoints.count, let start = legStart else { return }
        let target = waypoints[index]
        let distance = distanceTo(target, from: fix)
        if let reason = arrivalReason(fix, target: target, distance: distance, start: start) {
            arrive(at: index, fix: fix, distance: distance, reason: reason, emit)
            return
        }
        checkDeviation(fix, target: target, start: start, emit)
    }

    private mutating func activate(at fix: PositionFix) {
        activeIndex = 0
        legStart = (fix.latitude, fix.longitude)
        guard waypoints.count > 1 else { return }
        for index in 1..<waypoints.count {
            let from = waypoints[index - 1]
            let start = (latitude: from.coordinate.latitude, longitude: from.coordinate.longitude)
            let offset = legOffset(fix, from: start, to: waypoints[index])
            let length = distanceTo(waypoints[index], fromLatitude: start.latitude, longitude: start.longitude)
            if offset.alongTrack < length {
                if index > 1 || offset.alongTrack > Self.arrivalRadius(of: waypoints[0]) {
                    activeIndex = index
                    legStart = start
                }
                return
            }
        }
        activeIndex = waypoints.count - 1
        let beforeLast = waypoints[waypoints.count - 2]
        legStart = (beforeLast.coordinate.latitude, beforeLast.coordinate.longitude)
    }

    private func arrivalReason(
        _ fix: PositionFix, target: Waypoint, distance: Double, start: (latitude: Double, longitude: Double)
    ) -> String? {
        let radius = Self.arrivalRadius(of: target)
        if radius > 0, distance <= radius { return "radius" }
        let length = distanceTo(target, fromLatitude: start.latitude, longitude: start.longitude)
        guard length > 0 else { return nil }
        return legOffset(fix, from: start, to: target).alongTrack >= length ? "perpendicular" : nil
    }

    private mutating func arrive(
        at index: Int, fix: PositionFix, distance: Double, reason: String, _ emit: (AlertEvent) -> Void
    ) {
        let target = waypoints[index]
        var event = AlertEvent.at(fix, .arrival)
        event.waypoint = target.name
        event.waypointIndex = index
        event.distanceMeters = distance
        event.detail = reason
        emit(event)
        if deviating {
            var cleared = AlertEvent.at(fix, .deviationCleared)
            cleared.waypoint = target.name
            cleared.waypointIndex = index
            emit(cleared)
        }
        deviating = false
        offRouteCount = 0
        legStart = (target.coordinate.latitude, target.coordinate.longitude)
        activeIndex = index + 1
        guard index + 1 >= waypoints.count else { return }
        var complete = AlertEvent.at(fix, .routeComplete)
        complete.waypoint = target.name
        complete.waypointIndex = index
        emit(complete)
    }

    private mutating func checkDeviation(
        _ fix: PositionFix, target: Waypoint, start: (latitude: Double, longitude: Double),
        _ emit: (AlertEvent) -> Void
    ) {
        let crossTrack = legOffset(fix, from: start, to: target).crossTrack
        var event = AlertEvent.at(fix, .deviation)
        event.waypoint = target.name
        event.waypointIndex = activeIndex
        event.distanceMeters = crossTrack
        if abs(crossTrack) > deviationThreshold {
            offRouteCount += 1
            if offRouteCount >= deviationFixes, !deviating {
                deviating = true
                emit(event)
            }
        } else {
            offRouteCount = 0
            if deviating {
                deviating = false
                event.kind = .deviationCleared
                emit(event)
            }
        }
    }

    /// The waypoint's arrival radius in metres: its own, else OpenCPN's default 0.05 nm; 0 or less arrives only by
    /// passing the perpendicular.
    static func arrivalRadius(of waypoint: Waypoint) -> Double {
        waypoint.arrivalRadiusMeters ?? Waypoint.defaultArrivalRadiusMeters
    }

    private func distanceTo(_ waypoint: Waypoint, from fix: PositionFix) -> Double {
        distanceTo(waypoint, fromLatitude: fix.latitude, longitude: fix.longitude)
    }

    private func distanceTo(_ waypoint: Waypoint, fromLatitude latitude: Double, longitude: Double) -> Double {
        geometry.distance(
            fromLatitude: latitude, fromLongitude: longitude, toLatitude: waypoint.coordinate.latitude,
            toLongitude: waypoint.coordinate.longitude)
    }

    private func legOffset(
        _ fix: PositionFix, from start: (latitude: Double, longitude: Double), to target: Waypoint
    ) -> (crossTrack: Double, alongTrack: Double) {
        geometry.legOffset(
            latitude: fix.latitude, longitude: fix.longitude, startLatitude: start.latitude,
            startLongitude: start.longitude, endLatitude: target.coordinate.latitude,
            endLongitude: target.coordinate.longitude)
    }
}
