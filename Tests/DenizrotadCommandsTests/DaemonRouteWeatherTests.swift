import Expectations
import Foundation
import MarineKit
import MarineKitTestSupport
import PosixKit
import Testing

@testable import DenizrotadCommands

/// `--weather` while following a route judges the route still to sail along every leg (the rule of
/// `denizrota plan`): a gale in the middle of the next leg is a `weather` alert although the boat's own position is
/// calm, and the alert says where, what, how much and when.
@Suite("denizrotad weather along the route", .serialized)
struct DaemonRouteWeatherTests {
    typealias W = DaemonWeatherTests

    /// A gale (34 kn, gusts 45 kn) between 27.62° E and 27.78° E, wind 8 kn elsewhere, 48 hours from `W.start`.
    struct BandWeather: WeatherProviding {
        func forecasts(for locations: [GeoCoordinate]) async throws(WeatherServiceError) -> ForecastBundle {
            ForecastBundle(
                forecasts: locations.map { place in
                    let gale = (27.62...27.78).contains(place.longitude)
                    return LocationForecast(
                        location: place,
                        hours: (0..<48).map { hour in
                            HourlyConditions(
                                time: W.start.addingTimeInterval(Double(hour) * 3600), windKnots: gale ? 34 : 8,
                                gustKnots: gale ? 45 : 11, windFromDegrees: 270, waveHeight: gale ? 2.5 : 0.3)
                        })
                })
        }
    }

    /// Gokova → Mouth → Knidos (the plan tests' route).
    static let route = [
        Waypoint(name: "Gokova", coordinate: GeoCoordinate(latitude: 36.95, longitude: 27.85)),
        Waypoint(name: "Mouth", coordinate: GeoCoordinate(latitude: 36.90, longitude: 27.55)),
        Waypoint(name: "Knidos", coordinate: GeoCoordinate(latitude: 36.66, longitude: 27.30)),
    ]

    /// A live source at Gokova: `fixes` fixes 10 min apart on the test clock, holding while a check is out.
    final class MooredSource: PositionSource {
        let name = "moored"
        let isReplay = false
        var watch: WeatherWatch?
        private var remaining: Int
        private let clock: W.TestClock

        init(fixes: Int, clock: W.TestClock) {
            remaining = fixes
            self.clock = clock
        }

        var readiness: PositionSourceReadiness {
            if watch?.isWaiting == true { return .after(clock.now.addingTimeInterval(1)) }
            return remaining > 0 ? .immediate : .finished
        }

        func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            guard remaining > 0, watch?.isWaiting != true else { return .active }
            remaining -= 1
            deliver(PositionFix(time: clock.now, latitude: 36.95, longitude: 27.85, speedOverGround: 0))
            clock.now += 600
            return .active
        }

        func settle(now: Date, deliver: (PositionFix) -> Void) {}
        func close() { remaining = 0 }
    }

    static func alerts(route: [Waypoint]?) async throws -> [AlertEvent] {
        try await run(route: route).alerts
    }

    /// The weather alerts raised, and the route's leg risks the watch kept for the dashboard.
    static func run(route: [Waypoint]?) async throws -> (alerts: [AlertEvent], risks: [Int: RiskLevel]) {
        let clock = W.TestClock(W.start)
        let source = MooredSource(fixes: 3, clock: clock)
        let watch = try WeatherWatch(client: BandWeather(), limits: BoatSettings.defaults.limits)
        source.watch = watch
        final class Box: @unchecked Sendable { var alerts: [AlertEvent] = [] }
        let box = Box()
        let parts = Daemon.Parts(
            source: source, store: InMemoryTripStore(), geometry: GeodesicTrackGeometry(), automation: nil,
            recordAtStart: false, signals: try SignalPipe(signals: []), control: nil, notifier: nil,
            loadRoute: route.map { waypoints in { (name: "gokova", waypoints: waypoints) } }, weather: watch,
            loadBoat: nil,
            emit: { event in
                if case .alert(let alert) = event, alert.kind == .weather, alert.repetition == 0 {
                    box.alerts.append(alert)
                }
            },
            log: { _ in }, text: { key, _ in key }, message: { _ in "" }, clock: { clock.now })
        #expect(await DaemonCommand.runOnOwnThread(Daemon(parts: parts)))
        return (box.alerts, watch.routeLegRisks)
    }

    @Test func galeOnTheNextLegIsAWeatherAlert() async throws {
        let alerts = try await Self.alerts(route: Self.route)
        let alert = try #require(alerts.first)
        expectEqual(alerts.count, 1)
        #expect(alert.weather?.quantity == .wind && alert.weather?.value == 34 && alert.weather?.limit == 25)
        let detail = try #require(alert.detail)
        #expect(
            detail.range(of: #"^leg 1, \d+\.\d nm after the boat: wind 34 kn > 25 kn at "#, options: .regularExpression)
                != nil, "\(detail)")
        // Without the route the boat's own position is judged: calm.
        #expect(try await Self.alerts(route: nil).isEmpty)
    }

    /// The dashboard colours the followed route's legs by the latest check: the gale's leg red, the calm one green,
    /// numbered as the route's legs (the boat is at Gokova, so the passage's first leg is the route's leg 1).
    @Test func legRisksAreKeptByRouteLegNumber() async throws {
        #expect(try await Self.run(route: Self.route).risks == [1: .red, 2: .green])
        #expect(try await Self.run(route: nil).risks.isEmpty)
    }
}
