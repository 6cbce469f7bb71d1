import Foundation

extension Daemon {
    /// Seconds between two states sent to the watchers while nothing else happens (the age of the position grows,
    /// so a watcher sees a value go stale).
    static let watchInterval: TimeInterval = 1

    /// Sends the live state to the control socket's watchers (`denizrota watch`).
    ///
    /// At once to a new watcher and after an alert or a control command, else at most once a ``watchInterval``
    /// (fixes arrive at up to 50 Hz; a person reads once a second). Nothing when nobody watches.
    func serviceWatchers() {
        guard let watchers = parts.control?.watchers, watchers.count > 0 else { return }
        let now = parts.clock()
        let due = watchPublishedAt.map { now.timeIntervalSince($0) >= Self.watchInterval } ?? true
        guard due || watchers.joined || watchStateChanged else { return }
        watchers.publish(liveState().jsonBytes + [0x0A])
        watchPublishedAt = now
        watchStateChanged = false
    }
}
