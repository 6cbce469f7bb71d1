import Foundation

/// Drops fixes a trip must not record (the seed's filters, done right: tremo/DenizRota-ios at 9129342).
///
/// - accuracy: a fix whose horizontal error estimate exceeds ``maximumHorizontalError`` (default 50 m, the
///   seed's threshold) is dropped; a fix without an estimate is kept;
/// - order: a fix not newer than the last accepted one is dropped (replays, duplicate TPVs);
/// - jumps: a fix farther than ``maximumJump`` (default 1 km) from the last accepted one is dropped unless
///   the distance is consistent with the speed: d ≤ 1.5 × v × Δt with v the larger reported speed of the two
///   fixes, or ``plausibleSpeedCeiling`` when neither reports one. After ``jumpsBeforeReanchor`` consecutive
///   jumps that agree with each other the receiver is believed and the filter re-anchors (so one bad fix
///   before a long outage cannot freeze the trip forever).
public struct FixFilter: Sendable {
    /// Largest accepted horizontal error in metres.
    public var maximumHorizontalError: Double
    /// Distance in metres beyond which a fix must be justified by speed.
    public var maximumJump: Double
    /// Speed assumed when no fix reports one, metres per second (default 50 kn, a fast motor boat).
    public var plausibleSpeedCeiling: Double
    /// Consecutive mutually consistent rejected jumps after which the new position is accepted.
    public var jumpsBeforeReanchor: Int
    private let geometry: any TrackGeometry
    private(set) var lastAccepted: PositionFix?
    private var rejectedJumps: [PositionFix] = []

    /// Creates a filter.
    public init(
        geometry: any TrackGeometry, maximumHorizontalError: Double = 50, maximumJump: Double = 1000,
        plausibleSpeedCeiling: Double = 50 * PositionFix.metersPerSecondPerKnot, jumpsBeforeReanchor: Int = 3
    ) {
        self.geometry = geometry
        self.maximumHorizontalError = maximumHorizontalError
        self.maximumJump = maximumJump
        self.plausibleSpeedCeiling = plausibleSpeedCeiling
        self.jumpsBeforeReanchor = jumpsBeforeReanchor
    }

    /// Why a fix was dropped.
    public enum Rejection: String, Sendable, Equatable, Codable {
        /// Horizontal error above the limit.
        case inaccurate
        /// Not newer than the last accepted fix.
        case outOfOrder
        /// Too far from the last accepted fix for the time and speed.
        case jump
        /// Coordinates outside ±90°/±180° or not finite.
        case invalidCoordinate
    }

    /// Checks a fix; when accepted it becomes the reference for the next one.
    public mutating func check(_ fix: PositionFix) -> Rejection? {
        guard fix.latitude.isFinite, fix.longitude.isFinite, abs(fix.latitude) <= 90, abs(fix.longitude) <= 180
        else { return .invalidCoordinate }
        if let error = fix.horizontalAccuracy, !(error <= maximumHorizontalError) { return .inaccurate }
        guard let last = lastAccepted else { return accept(fix) }
        guard fix.time > last.time else { return .outOfOrder }
        if isConsistent(fix, after: last) { return accept(fix) }
        return rejectJump(fix)
    }

    /// Forgets the reference fix (for example when a new trip starts far away).
    public mutating func reset() {
        lastAccepted = nil
        rejectedJumps.removeAll()
    }

    private mutating func accept(_ fix: PositionFix) -> Rejection? {
        lastAccepted = fix
        rejectedJumps.removeAll()
        return nil
    }

    private func isConsistent(_ fix: PositionFix, after last: PositionFix) -> Bool {
        let distance = geometry.distance(
            fromLatitude: last.latitude, fromLongitude: last.longitude, toLatitude: fix.latitude,
            toLongitude: fix.longitude)
        if distance <= maximumJump { return true }
        let reported = [last.speedOverGround, fix.speedOverGround].compactMap { $0 }.max()
        let speed = reported ?? plausibleSpeedCeiling
        return distance <= 1.5 * speed * fix.time.timeIntervalSince(last.time)
    }

    private mutating func rejectJump(_ fix: PositionFix) -> Rejection? {
        if let previous = rejectedJumps.last, !isConsistent(fix, after: previous) { rejectedJumps.removeAll() }
        rejectedJumps.append(fix)
        if rejectedJumps.count >= jumpsBeforeReanchor { return accept(fix) }
        return .jump
    }
}
