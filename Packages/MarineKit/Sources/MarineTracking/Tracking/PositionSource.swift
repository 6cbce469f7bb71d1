import Foundation

/// Where positions come from: gpsd, NMEA over TCP/UDP/serial, a file replay, a test script.
///
/// Sources are driven by the caller's event loop (one thread, `poll(2)`): the loop waits as
/// ``readiness`` says, then calls ``service(now:deliver:)``. Live implementations live in the app layer;
/// this protocol and the test double are pure.
public protocol PositionSource: AnyObject {
    /// A description for logs, for example `gpsd://127.0.0.1:2947`.
    var name: String { get }
    /// What the event loop should wait for before the next ``service(now:deliver:)`` call.
    var readiness: PositionSourceReadiness { get }
    /// Whether fix times drive the clock (replays) rather than the wall clock (live sources).
    var isReplay: Bool { get }
    /// Reads what is available, delivering fixes in order; reconnects when due.
    func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus
    /// Releases descriptors.
    func close()
    /// When a held, possibly incomplete epoch will count as complete (gpsd's several reports per epoch), or nil.
    var settleDeadline: Date? { get }
    /// Delivers a held epoch whose ``settleDeadline`` has passed.
    func settle(now: Date, deliver: (PositionFix) -> Void)
    /// Fixes of time-only sentences (GGA, GLL before the first RMC or ZDA) that a live source dated from the
    /// computer's clock so far; the daemon says so once. Replays never do.
    var clockDatedFixes: Int { get }
}

extension PositionSource {
    /// Sources that emit each epoch as it completes hold nothing.
    public var settleDeadline: Date? { nil }

    /// Nothing to deliver.
    public func settle(now: Date, deliver: (PositionFix) -> Void) {}

    /// Sources that date nothing from the clock.
    public var clockDatedFixes: Int { 0 }
}

/// What the event loop waits for before servicing a source.
public enum PositionSourceReadiness: Sendable, Equatable {
    /// Readable data on this file descriptor.
    case descriptor(Int32)
    /// This descriptor becoming writable (a non-blocking connect in progress).
    case writable(Int32)
    /// Nothing to wait for: service again at once (regular files, scripted doubles).
    case immediate
    /// Nothing before this instant (reconnect back-off).
    case after(Date)
    /// The source has ended (end of a replay).
    case finished
}

/// The outcome of one ``PositionSource/service(now:deliver:)`` call.
public enum PositionSourceStatus: Sendable, Equatable {
    /// Data was read or nothing happened.
    case active
    /// The connection was lost; the source will retry by itself after the given delay in seconds.
    case disconnected(retryAfter: TimeInterval)
    /// The connection was (re-)established.
    case connected
    /// The input has ended.
    case ended
}
