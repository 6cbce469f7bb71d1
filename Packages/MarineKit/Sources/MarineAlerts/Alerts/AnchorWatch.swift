import Foundation

/// The anchor alarm: a circle around the anchor, with hysteresis.
///
/// Seed `AnchorAlarmManager` (tremo/DenizRota-ios at 9129342): a circle around the anchor position; the
/// alarm fires after ``fixesOutsideForAlarm`` consecutive fixes outside (a grace period against single bad fixes,
/// AvNav #614) and clears only after a sustained return: ``secondsInsideForClear`` seconds (and at least
/// ``fixesInsideForClear`` fixes) inside the inner circle, ``clearRadius``, with no two consecutive fixes outside it
/// (``straysRestartingReturn``). That is hysteresis in time and distance: a boat dragging along the edge, or a stray
/// fix near the anchor while dragging, never says "back inside" between two alarms.
public struct AnchorWatch: Sendable {
    /// Default radius, metres (the seed's; users ask for at least 50 m, freeboard-sk #248).
    public static let defaultRadius = 50.0
    /// Allowed radii, metres (the seed's clamp).
    public static let radiusRange = 10.0...500.0
    /// Consecutive fixes outside before the alarm (the seed's 3).
    public static let fixesOutsideForAlarm = 3
    /// Consecutive fixes inside the inner circle before the alarm clears (as many as raise it).
    public static let fixesInsideForClear = 3
    /// Seconds (fix time) the boat must stay inside the inner circle before the alarm clears: 30 s, several
    /// fixes of any receiver (1–10 Hz) and longer than a GPS glitch.
    public static let secondsInsideForClear: TimeInterval = 30
    /// Consecutive fixes outside the inner circle that restart the wait for a return: 2, so a single stray fix
    /// (a GPS jump) does not, while a boat that really left again does at its second fix out.
    public static let straysRestartingReturn = 2
    /// The inner circle is the radius less 10 % of it, at least 5 m (a product choice: more than the 2–5 m
    /// horizontal error of a consumer GPS receiver, so the clear is not decided by noise at the edge).
    public static func clearMargin(for radius: Double) -> Double { max(5, radius * 0.1) }

    /// Anchor latitude in degrees.
    public let latitude: Double
    /// Anchor longitude in degrees.
    public let longitude: Double
    /// Radius in metres after clamping.
    public let radius: Double
    /// Whether the alarm is sounding.
    public private(set) var isAlarming = false
    private let geometry: any TrackGeometry
    private var outsideCount = 0
    /// Fixes inside the inner circle since the return began, and the time of the first of them.
    private var returned: (count: Int, since: Date)?
    /// Consecutive fixes outside the inner circle while alarming.
    private var strays = 0

    /// Sets the watch at a position; the radius is clamped to ``radiusRange``.
    public init(latitude: Double, longitude: Double, radius: Double = defaultRadius, geometry: any TrackGeometry) {
        self.latitude = latitude
        self.longitude = longitude
        self.radius =
            radius.isFinite
            ? min(max(radius, Self.radiusRange.lowerBound), Self.radiusRange.upperBound)
            : Self.defaultRadius
        self.geometry = geometry
    }

    /// The radius inside which the boat must stay for the alarm to clear, metres.
    public var clearRadius: Double { radius - Self.clearMargin(for: radius) }

    /// Checks one fix.
    public mutating func update(_ fix: PositionFix, _ emit: (AlertEvent) -> Void) {
        let distance = geometry.distance(
            fromLatitude: latitude, fromLongitude: longitude, toLatitude: fix.latitude, toLongitude: fix.longitude)
        var event = AlertEvent.at(fix, .anchorAlarm)
        event.distanceMeters = distance
        outsideCount = distance > radius ? outsideCount + 1 : 0
        guard isAlarming else {
            if outsideCount >= Self.fixesOutsideForAlarm {
                isAlarming = true
                returned = nil
                emit(event)
            }
            return
        }
        guard distance <= clearRadius else {
            strays += 1
            if strays >= Self.straysRestartingReturn { returned = nil }
            return
        }
        strays = 0
        let back = (count: (returned?.count ?? 0) + 1, since: returned?.since ?? fix.time)
        returned = back
        guard back.count >= Self.fixesInsideForClear,
            fix.time.timeIntervalSince(back.since) >= Self.secondsInsideForClear
        else { return }
        isAlarming = false
        returned = nil
        event.kind = .anchorAlarmCleared
        emit(event)
    }
}
