import Foundation
import MarineKit
import PosixKit

/// `--weather`: checks the forecast at the boat's position for the next hours against the boat's limits every
/// 30 minutes of the daemon's clock, and raises `weather` / `weatherCleared` once per crossing (MarineKit
/// ``WeatherAlertMonitor`` and ``WeatherLimitCheck``).
///
/// The weather client is asynchronous: a check runs in a task while the loop goes on reading positions; the
/// answer comes back through a mailbox and a byte on a pipe the loop polls (``wakeDescriptor``). Only the loop's
/// thread calls the methods of this class.
final class WeatherWatch {
    /// A check in flight: where and when it was asked.
    private struct Pending {
        let fix: PositionFix
        let requestedAt: Date
    }

    private let client: any WeatherProviding
    private let mailbox: WeatherMailbox
    private var check: WeatherLimitCheck
    private var monitor: WeatherAlertMonitor
    private var pending: Pending?

    /// Creates the watch.
    ///
    /// - Parameters:
    ///   - client: the weather client (Open-Meteo in the tool, a test double in tests).
    ///   - limits: the boat's limits.
    ///   - interval: seconds between checks (30 min).
    ///   - hoursAhead: hours of forecast checked from now (6).
    /// - Throws: `SystemCallError` when the wake-up pipe cannot be created.
    init(client: any WeatherProviding, limits: BoatLimits, interval: TimeInterval = 1800, hoursAhead: Double = 6)
        throws(SystemCallError)
    {
        self.client = client
        mailbox = try WeatherMailbox()
        check = WeatherLimitCheck(limits: limits, hoursAhead: hoursAhead)
        monitor = WeatherAlertMonitor(interval: interval)
    }

    /// The descriptor that becomes readable when an answer arrived.
    var wakeDescriptor: Int32 { mailbox.readEnd }

    /// Whether a check was started and its answer not yet applied.
    var isWaiting: Bool { pending != nil }

    /// Whether the last verdict exceeded the limits.
    var isAlerting: Bool { monitor.isAlerting }

    /// Replaces the limits (the boat settings were re-read on SIGHUP); the next check uses them.
    func updateLimits(_ limits: BoatLimits) {
        check.limits = limits
    }

    /// Starts a check when one is due and a position is known.
    func startIfDue(now: Date, position: PositionFix?) {
        guard pending == nil, let position, monitor.isDue(now: now) else { return }
        monitor.requested(now: now)
        pending = Pending(fix: position, requestedAt: now)
        let coordinate = GeoCoordinate(latitude: position.latitude, longitude: position.longitude)
        Task.detached { [client, mailbox] in
            do throws(WeatherServiceError) {
                let bundle = try await client.forecasts(for: [coordinate])
                mailbox.deliver(.success(bundle.forecasts.first?.hours ?? []))
            } catch {
                mailbox.deliver(.failure(error))
            }
        }
    }

    /// Applies an answer that arrived: emits `weather` or `weatherCleared` when the verdict changed, at the
    /// boat's position of the check; reports a failed check (the next one is due 30 minutes after this one).
    func collect(now: Date, _ emit: (AlertEvent) -> Void, failed: (WeatherServiceError?) -> Void) {
        guard let asked = pending, let answer = mailbox.take() else { return }
        pending = nil
        switch answer {
        case .success(let hours) where !hours.isEmpty:
            let forecast = LocationForecast(
                location: GeoCoordinate(latitude: asked.fix.latitude, longitude: asked.fix.longitude), hours: hours)
            monitor.apply(check.assess(forecast, now: asked.requestedAt), now: now) { event in
                var located = event
                located.latitude = asked.fix.latitude
                located.longitude = asked.fix.longitude
                emit(located)
            }
        case .success:
            failed(nil)
        case .failure(let error):
            failed(error)
        }
    }
}
