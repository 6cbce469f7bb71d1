import Foundation
import MarineKit

/// The daemon's alert state: every alert goes through ``alert(_:)`` onto the ``AlarmBoard``, active alarms repeat
/// from the loop's timer, and ``acknowledgeAlarms(_:)`` is the one way to silence them (the control socket's
/// `alert.ack`, `denizrota alert ack`, and any other front end such as an HTTP API).
extension Daemon {
    /// Delivers an alert (JSON line, hook, speech) and notes it on the alarm board.
    func alert(_ event: AlertEvent) {
        alarms.note(event, now: alarmClock)
        watchStateChanged = true
        parts.emit(.alert(event))
    }

    /// Sounds again the active alarms whose repeat interval has passed (voice, hook and a JSON line with
    /// `repetition`), unless acknowledged.
    func repeatAlarms(now: Date) {
        for event in alarms.repeatsDue(now: now) { parts.emit(.alert(event)) }
    }

    /// Acknowledges the sounding alarms (all, or the one of `kind`): they stop repeating and stay active until their
    /// cause clears; an `alarmAcknowledged` event says which.
    ///
    /// - Returns: the kinds acknowledged (empty when nothing was sounding).
    @discardableResult
    func acknowledgeAlarms(_ kind: AlertKind? = nil) -> [AlertKind] {
        let kinds = alarms.acknowledge(kind, now: alarmClock)
        if !kinds.isEmpty { parts.emit(.alarmAcknowledged(time: now, alarms: kinds)) }
        return kinds
    }

    /// The clock alarms repeat on: the system clock for a live source, the last fix's time for a replay (a replay's
    /// alarms repeat at the same intervals of the recorded passage as they would have at sea, however fast it is
    /// read).
    var alarmClock: Date {
        parts.source.isReplay ? (lastFix?.time ?? parts.clock()) : parts.clock()
    }

    /// The active alarms, in the order they were raised (acknowledged ones included).
    var activeAlarms: [AlarmBoard.Alarm] { alarms.alarms }
}
