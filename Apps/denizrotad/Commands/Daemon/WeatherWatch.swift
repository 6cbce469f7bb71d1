import Foundation
import MarineKit
import PosixKit

/// `--weather`: checks the forecast for the next hours against the boat's limits every 30 minutes of the daemon's
/// clock, and raises `weather` / `weatherCleared` once per crossing (MarineKit ``WeatherAlertMonitor``).
///
/// Without a route: at the boat's position (``WeatherLimitCheck``). Following a route: along the route still to
/// sail, from the boat's position through the remaining waypoints at the boat's speed (its speed over ground from
/// 1 kn, else the boat's cruise speed), judged along every leg by the rule of `denizrota plan` (``RouteWeatherCheck``
/// over MarineKit's `LegSampling` and `PassageAssessor`).
///
/// The weather client is asynchronous: a check runs in a task while the loop goes on reading positions; the
/// answer comes back through a mailbox and a byte on a pipe the loop polls (``wakeDescriptor``). Only the loop's
/// thread calls the methods of this class.
final class WeatherWatch {
    /// A check in flight: where and when it was asked.
    private struct Pending {
        let fix: PositionFix
        let requestedAt: Date
        /// The passage ahead and its points between the waypoints, when a route is followed.
        var passage: [PassageWaypoint] = []
        var samples: [LegSample] = []
        /// The route's leg number of the passage's first leg (the boat to the active waypoint): the active
        /// waypoint's index from 0, so leg n of the passage is the route's leg `firstLeg + n - 1`.
        var firstLeg = 0
    }

    private let client: any WeatherProviding
    private let mailbox: WeatherMailbox
    private var check: WeatherLimitCheck
    private var routeCheck: RouteWeatherCheck
    private var monitor: WeatherAlertMonitor
    /// The boat's cruise speed, knots, for the passage ahead when the boat is not under way.
    var cruiseSpeedKnots = BoatSettings.defaults.cruiseSpeedKnots
    private var pending: Pending?
    /// The risk of each leg of the followed route still to sail (route leg numbers from 1), from the latest check
    /// along the route; empty before one or without a route.
    private(set) var routeLegRisks: [Int: RiskLevel] = [:]
    /// When that check was asked (the daemon's clock).
    private(set) var routeRiskCheckedAt: Date?

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
        routeCheck = RouteWeatherCheck(limits: limits, hoursAhead: hoursAhead)
        monitor = WeatherAlertMonitor(interval: interval)
    }

    /// The descriptor that becomes readable when an answer arrived.
    var wakeDescriptor: Int32 { mailbox.readEnd }

    /// Whether a check was started and its answer not yet applied.
    var isWaiting: Bool { pending != nil }

    /// Whether the last verdict exceeded the limits.
    var isAlerting: Bool { monitor.isAlerting }

    /// Forgets the leg risks (the route was reloaded: its legs may differ); the next check judges them again.
    func forgetRouteRisks() {
        routeLegRisks = [:]
        routeRiskCheckedAt = nil
    }

    /// Replaces the limits (the boat settings were re-read on SIGHUP); the next check uses them.
    func updateLimits(_ limits: BoatLimits) {
        check.limits = limits
        routeCheck.limits = limits
    }

    /// Starts a check when one is due and a position is known; `ahead` are the route's waypoints still to sail
    /// (empty without a route).
    func startIfDue(now: Date, position: PositionFix?, ahead: [Waypoint] = [], activeIndex: Int = 0) {
        guard pending == nil, let position, monitor.isDue(now: now) else { return }
        monitor.requested(now: now)
        let coordinate = GeoCoordinate(latitude: position.latitude, longitude: position.longitude)
        var asked = Pending(fix: position, requestedAt: now)
        asked.firstLeg = activeIndex
        if !ahead.isEmpty {
            let knots = (position.speedOverGround ?? 0) / PositionFix.metersPerSecondPerKnot
            asked.passage = routeCheck.passage(
                from: coordinate, now: now, waypoints: ahead, speedKnots: knots >= 1 ? knots : cruiseSpeedKnots)
            asked.samples = routeCheck.sampling.samples(along: asked.passage)
        }
        pending = asked
        let locations =
            asked.passage.isEmpty
            ? [coordinate] : asked.passage.map(\.location) + asked.samples.map(\.forecastLocation)
        Task.detached { [client, mailbox] in
            do throws(WeatherServiceError) {
                mailbox.deliver(.success(try await client.forecasts(for: locations).forecasts))
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
        case .success(let forecasts) where !(forecasts.first?.hours.isEmpty ?? true):
            monitor.apply(verdict(asked, forecasts), now: now) { event in
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

    /// The verdict at the boat's position, or along the passage ahead.
    private func verdict(_ asked: Pending, _ forecasts: [LocationForecast]) -> WeatherAssessment {
        guard !asked.passage.isEmpty else {
            let here = GeoCoordinate(latitude: asked.fix.latitude, longitude: asked.fix.longitude)
            return check.assess(
                LocationForecast(location: here, hours: forecasts.first?.hours ?? []), now: asked.requestedAt)
        }
        let count = asked.passage.count
        let assessor = PassageAssessor(limits: RiskLimits(boat: routeCheck.limits), fetch: nil)
        let assessment = assessor.assess(
            asked.passage, forecasts: Array(forecasts.prefix(count)), samples: asked.samples,
            sampleForecasts: Array(forecasts.dropFirst(count)))
        routeLegRisks = Dictionary(
            assessment.legs.compactMap { leg in
                let number = asked.firstLeg + leg.number - 1
                return number >= 1 ? (number, leg.level) : nil
            }, uniquingKeysWith: { first, _ in first })
        routeRiskCheckedAt = asked.requestedAt
        return routeCheck.assess(assessment)
    }
}
