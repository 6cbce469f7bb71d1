import Foundation

/// Anchor alarm (seed `AnchorAlarmManager`, tremo/DenizRota-ios at 9129342): a circle around the anchor position; the
/// alarm fires after ``fixesOutsideForAlarm`` consecutive fixes outside (a grace period against single bad fixes,
/// AvNav #614) and clears when a fix is back inside.
public struct AnchorWatch: Sendable {
    /// Default radius, metres (the seed's; users ask for at least 50 m, freeboard-sk #248).
    public static let defaultRadius = 50.0
    /// Allowed radii, metres (the seed's clamp).
    public static let radiusRange = 10.0...500.0
    /// Consecutive fixes outside before the alarm (the seed's 3).
    public static let fixesOutsideForAlarm = 3

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

    /// Checks one fix.
    public mutating func update(_ fix: PositionFix, _ emit: (AlertEvent) -> Void) {
        let distance = geometry.distance(
            fromLatitude: latitude, fromLongitude: longitude, toLatitude: fix.latitude, toLongitude: fix.longitude)
        var event = AlertEvent.at(fix, .anchorAlarm)
        event.distanceMeters = distance
        if distance > radius {
            outsideCount += 1
            if outsideCount >= Self.fixesOutsideForAlarm, !isAlarming {
                isAlarming = true
                emit(event)
            }
        } else {
            outsideCount = 0
            if isAlarming {
                isAlarming = false
                event.kind = .anchorAlarmCleared
                emit(event)
            }
        }
    }
}
