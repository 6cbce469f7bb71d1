import Expectations
import Foundation
import Localization
import MarineKit
import MarineKitTestSupport
import PosixKit
import Testing

@testable import DenizrotadCommands

/// `--weather` in-process: the daemon's loop with a live (clock-driven) source, an injected clock and
/// MarineKit's `FixedWeatherProvider`.
@Suite("denizrotad weather", .serialized)
struct DaemonWeatherTests {
    /// The boat lies at one position; 2026-06-01T00:00:00Z is hour 0 of the forecast.
    static let start = Date(timeIntervalSince1970: 1_780_272_000)
    static let position = GeoCoordinate(latitude: 36.9, longitude: 27.3)

    /// A clock the source advances.
    final class TestClock {
        var now: Date
        init(_ now: Date) { self.now = now }
    }

    /// A live source (not a replay) driven by the test clock.
    ///
    /// One fix per service call at the clock's time, then the clock moves on by `step` seconds. It holds the next
    /// fix while a weather answer is outstanding, so each check's verdict is applied before time moves on.
    final class SteppedSource: PositionSource {
        let name = "stepped"
        let isReplay = false
        var watch: WeatherWatch?
        private var remaining: Int
        private let clock: TestClock
        private let step: TimeInterval

        init(fixes: Int, clock: TestClock, step: TimeInterval) {
            remaining = fixes
            self.clock = clock
            self.step = step
        }

        /// While a weather answer is outstanding the loop waits in `poll` on the watch's wake descriptor (the
        /// deadline is a second ahead on the test clock, which stands still meanwhile); `.immediate` would spin.
        var readiness: PositionSourceReadiness {
            if watch?.isWaiting == true { return .after(clock.now.addingTimeInterval(1)) }
            return remaining > 0 ? .immediate : .finished
        }

        func service(now: Date, deliver: (PositionFix) -> Void) -> PositionSourceStatus {
            guard remaining > 0, watch?.isWaiting != true else { return .active }
            remaining -= 1
            deliver(
                PositionFix(
                    time: clock.now, latitude: DaemonWeatherTests.position.latitude,
                    longitude: DaemonWeatherTests.position.longitude, speedOverGround: 0, horizontalAccuracy: 5))
            clock.now += step
            return .active
        }

        func close() { remaining = 0 }
    }

    /// 48 forecast hours at the boat: wind 10 kn, except 30 kn (over the default 25 kn limit) in hours 8–11
    /// and 20–21.
    static let forecast: ForecastBundle = {
        let hours = (0..<48).map { hour in
            let stormy = (8..<12).contains(hour) || (20..<22).contains(hour)
            return HourlyConditions(
                time: start.addingTimeInterval(Double(hour) * 3600), windKnots: stormy ? 30 : 10,
                gustKnots: stormy ? 30 : 14, waveHeight: 0.5)
        }
        return ForecastBundle(forecasts: [LocationForecast(location: position, hours: hours)])
    }()

    struct Outcome {
        var events: [AlertEvent] = []
        var log: [String] = []
    }

    /// Runs the loop over `fixes` fixes 10 minutes apart with the given weather client.
    static func run(fixes: Int, client: any WeatherProviding) async throws -> Outcome {
        let clock = TestClock(start)
        let source = SteppedSource(fixes: fixes, clock: clock, step: 600)
        let watch = try WeatherWatch(client: client, limits: BoatSettings.defaults.limits)
        source.watch = watch
        final class Collector: @unchecked Sendable { var outcome = Outcome() }
        let collector = Collector()
        let localizer = Localizer(language: .english, sets: DenizrotadTool.catalogs)
        let parts = Daemon.Parts(
            source: source, store: InMemoryTripStore(), geometry: GeodesicTrackGeometry(), automation: nil,
            recordAtStart: false, signals: try SignalPipe(signals: []), control: nil, notifier: nil, loadRoute: nil,
            weather: watch, loadBoat: nil,
            emit: { event in
                // The first sounding of each alert (a weather alarm also repeats every 15 min until it clears).
                if case .alert(let alert) = event, [.weather, .weatherCleared].contains(alert.kind),
                    alert.repetition == 0
                {
                    collector.outcome.events.append(alert)
                }
            },
            log: { collector.outcome.log.append($0) },
            text: { localizer.text($0, arguments: $1) }, message: { localizer.message(for: $0) },
            clock: { clock.now })
        #expect(await DaemonCommand.runOnOwnThread(Daemon(parts: parts)))
        return collector.outcome
    }

    @Test("checks every 30 min at the boat's position; one event per crossing of the limits, both ways")
    func crossings() async throws {
        // 26 h of fixes; checks at 0:10, 0:40, 1:10 … (the first after the first fix, then every 30 min).
        let outcome = try await Self.run(fixes: 156, client: FixedWeatherProvider(bundle: Self.forecast))
        expectEqual(outcome.events.map(\.kind), [.weather, .weatherCleared, .weather, .weatherCleared])
        // Hour 8 enters the window (now − 30 min … now + 6 h) at the 2:10 check; hour 11 leaves it at 11:40.
        let minutes = outcome.events.map { Int($0.time.timeIntervalSince(Self.start) / 60) }
        expectEqual(minutes, [130, 700, 850, 1300])
        expectEqual(outcome.events.first?.detail, "wind 30 kn > 25 kn at 2026-06-01T08:00:00.000Z")
        #expect(outcome.events.allSatisfy { $0.latitude == 36.9 && $0.longitude == 27.3 })
        #expect(outcome.log.isEmpty)
    }

    @Test("a failing client: a localized warning per check, no event")
    func failures() async throws {
        let error = WeatherServiceError.unavailable(api: .forecast, cause: .httpStatus(500))
        let outcome = try await Self.run(fixes: 7, client: FixedWeatherProvider(error: error))
        #expect(outcome.events.isEmpty)
        // Checks at 0:10, 0:40 and 1:10.
        expectEqual(outcome.log.count, 3)
        #expect(outcome.log.allSatisfy { $0.hasPrefix("weather check failed, next try in 30 min: ") })
    }
}
