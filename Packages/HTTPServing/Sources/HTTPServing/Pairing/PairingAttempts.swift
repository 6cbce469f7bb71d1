import Foundation

/// The rate limit on wrong pairing codes: at most ``perAddress`` from one client address and ``overall`` from all
/// addresses together within ``window`` seconds; beyond that every attempt is refused unread until the window
/// frees a slot.
///
/// With six digits (10⁶ codes), the code voided after ``PairingGate/codeFailureLimit`` wrong tries and a code life
/// of 5 minutes, a guesser's chance per code issued is at most 10 in 10⁶ (Docs/security.md "Pairing").
struct PairingAttempts {
    /// Wrong codes allowed from one address per window.
    var perAddress = 5
    /// Wrong codes allowed from all addresses per window.
    var overall = 20
    /// The window, seconds.
    var window: TimeInterval = 60
    private var failures: [(address: String, time: Date)] = []

    /// Seconds to wait before `address` may try again, or nil when it may try now.
    mutating func retryAfter(address: String, now: Date) -> Int? {
        failures.removeAll { now.timeIntervalSince($0.time) >= window }
        let mine = failures.filter { $0.address == address }
        let blocking: Date? =
            if mine.count >= perAddress {
                mine[mine.count - perAddress].time
            } else if failures.count >= overall {
                failures[failures.count - overall].time
            } else {
                nil
            }
        return blocking.map { max(1, Int((window - now.timeIntervalSince($0)).rounded(.up))) }
    }

    /// Counts a wrong code from `address`.
    mutating func recordFailure(address: String, now: Date) {
        failures.append((address, now))
    }
}
