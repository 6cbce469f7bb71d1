import Foundation

/// The alarms that are sounding, and when each one sounds again.
///
/// An alarm (``AlertKind/isAlarm``: anchor dragging, GPS lost, off the route, forecast over the limits) is raised
/// by its event and repeats (voice and hook) every ``repeatInterval(for:)`` until it is acknowledged
/// (``acknowledge(_:now:)``: `denizrota alert ack`, the control socket, the HTTP API) or its cause clears (the
/// matching clearing event, ``AlertKind/clearedAlarm``). An acknowledged alarm stays listed as active, silent, until
/// it clears; raised again after clearing, it sounds again. Notices (arrival, route complete, the clearing events)
/// are said once. Pure state: the caller passes the clock.
public struct AlarmBoard: Sendable {
    /// Seconds between repetitions of an alarm that is not acknowledged: 60 s for the anchor, GPS and route
    /// alarms (a sleeping crew hears it again within a minute), 15 min for the weather (it changes by the hour).
    public static let repeatIntervals: [AlertKind: TimeInterval] = [
        .anchorAlarm: 60, .gpsLost: 60, .deviation: 60, .weather: 900,
    ]

    /// One active alarm.
    public struct Alarm: Sendable, Equatable {
        /// The event that raised it (its kind, time, place and figures).
        public var event: AlertEvent
        /// When it was raised (the daemon's clock).
        public var raisedAt: Date
        /// When it was last sounded (raised or repeated).
        public var lastSoundedAt: Date
        /// How many times it was repeated after being raised.
        public var repetitions: Int
        /// When it was acknowledged, or nil while it still sounds.
        public var acknowledgedAt: Date?
    }

    /// The active alarms, in the order they were raised.
    public private(set) var alarms: [Alarm] = []

    /// Creates an empty board.
    public init() {}

    /// Seconds between repetitions of an alarm of `kind` (``repeatIntervals``; 60 s for a kind not listed).
    public static func repeatInterval(for kind: AlertKind) -> TimeInterval {
        repeatIntervals[kind] ?? 60
    }

    /// Notes an event as it is delivered: an alarm raises its entry (a second raise of an active one is ignored), a
    /// clearing event removes the alarm it clears.
    public mutating func note(_ event: AlertEvent, now: Date) {
        if let cleared = event.kind.clearedAlarm {
            alarms.removeAll { $0.event.kind == cleared }
        } else if event.kind.isAlarm, !alarms.contains(where: { $0.event.kind == event.kind }) {
            alarms.append(Alarm(event: event, raisedAt: now, lastSoundedAt: now, repetitions: 0))
        }
    }

    /// Removes the alarm of `kind` without an event (the anchor watch was cleared, the route unloaded).
    public mutating func remove(_ kind: AlertKind) {
        alarms.removeAll { $0.event.kind == kind }
    }

    /// Acknowledges the sounding alarms (all of them, or the one of `kind`): they stop repeating and stay active
    /// until their cause clears.
    ///
    /// - Returns: the kinds acknowledged now (empty when nothing was sounding).
    @discardableResult
    public mutating func acknowledge(_ kind: AlertKind? = nil, now: Date) -> [AlertKind] {
        var acknowledged: [AlertKind] = []
        for index in alarms.indices where alarms[index].acknowledgedAt == nil {
            guard kind == nil || alarms[index].event.kind == kind else { continue }
            alarms[index].acknowledgedAt = now
            acknowledged.append(alarms[index].event.kind)
        }
        return acknowledged
    }

    /// The alarms due to sound again at `now`, each as its raising event with ``AlertEvent/repetition`` counted up
    /// and the time of the repetition; they are marked as sounded.
    public mutating func repeatsDue(now: Date) -> [AlertEvent] {
        var due: [AlertEvent] = []
        for index in alarms.indices where alarms[index].acknowledgedAt == nil {
            let alarm = alarms[index]
            guard now.timeIntervalSince(alarm.lastSoundedAt) >= Self.repeatInterval(for: alarm.event.kind) else {
                continue
            }
            alarms[index].lastSoundedAt = now
            alarms[index].repetitions += 1
            var event = alarm.event
            event.time = now
            event.repetition = alarms[index].repetitions
            due.append(event)
        }
        return due
    }

    /// When the next repetition is due, or nil when nothing sounds.
    public var nextRepeat: Date? {
        alarms.filter { $0.acknowledgedAt == nil }.map {
            $0.lastSoundedAt.addingTimeInterval(Self.repeatInterval(for: $0.event.kind))
        }.min()
    }
}
