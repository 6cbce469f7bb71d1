import Expectations
import Foundation
import Localization
import MarineKit
import MarineKitTestSupport
import PosixKit
import Testing

@testable import DenizrotadCommands

/// Active alarms repeat from the daemon's loop until acknowledged (`alert.ack`, `Daemon.acknowledgeAlarms`) or
/// cleared: the weather alarm of `DaemonWeatherTests` (fixes 10 min apart, the weather repeats every 15 min, so at
/// every second fix), acknowledged at its third repetition through the control request. (With fixes 10 min apart
/// the GPS-lost alarm comes and goes between fixes too; it is left alone.)
@Suite("denizrotad alarms", .serialized)
struct DaemonAlarmTests {
    typealias W = DaemonWeatherTests

    final class Recorder: @unchecked Sendable {
        var events: [DaemonEvent] = []
        var daemon: Daemon?
        var answer: TripControlResponse?
    }

    @Test func weatherAlarmRepeatsUntilAcknowledgedAndSoundsAgainWhenRaisedAgain() async throws {
        let clock = W.TestClock(W.start)
        let source = W.SteppedSource(fixes: 156, clock: clock, step: 600)
        let watch = try WeatherWatch(
            client: FixedWeatherProvider(bundle: W.forecast), limits: BoatSettings.defaults.limits)
        source.watch = watch
        let recorder = Recorder()
        let localizer = Localizer(language: .english, sets: DenizrotadTool.catalogs)
        let parts = Daemon.Parts(
            source: source, store: InMemoryTripStore(), geometry: GeodesicTrackGeometry(), automation: nil,
            recordAtStart: false, signals: try SignalPipe(signals: []), control: nil, notifier: nil, loadRoute: nil,
            weather: watch, loadBoat: nil,
            emit: { event in
                recorder.events.append(event)
                if case .alert(let alert) = event, alert.kind == .weather, alert.repetition == 3, recorder.answer == nil
                {
                    var request = TripControlRequest(command: "alert.ack")
                    request.alarm = "weather"
                    recorder.answer = recorder.daemon?.respond(to: request)
                }
            },
            log: { _ in }, text: { localizer.text($0, arguments: $1) }, message: { localizer.message(for: $0) },
            clock: { clock.now })
        let daemon = Daemon(parts: parts)
        recorder.daemon = daemon
        #expect(await DaemonCommand.runOnOwnThread(daemon))
        let minutes = { (event: DaemonEvent) in Int(event.time.timeIntervalSince(W.start) / 60) }
        let alerts = recorder.events.compactMap { event -> (AlertEvent, Int)? in
            guard case .alert(let alert) = event, [.weather, .weatherCleared].contains(alert.kind) else { return nil }
            return (alert, minutes(event))
        }
        // Raised at 2:10, repeated at 2:30, 2:50, 3:10, acknowledged then; silent until cleared at 11:40; raised
        // again at 14:10 and repeated every 20 min (the next fix after 15 min) until it clears at 21:40.
        let first = alerts.filter { $0.1 < 700 }
        #expect(first.map(\.1) == [130, 150, 170, 190] && first.map(\.0.repetition) == [0, 1, 2, 3])
        expectEqual(recorder.answer?.acknowledgedAlarms, ["weather"])
        expectEqual(recorder.answer?.activeAlarms?.contains("weather"), true)
        let acknowledged = recorder.events.compactMap { event -> [AlertKind]? in
            if case .alarmAcknowledged(_, let kinds) = event { return kinds }
            return nil
        }
        expectEqual(acknowledged, [[.weather]])
        let second = alerts.filter { $0.1 >= 850 && $0.1 < 1300 }
        expectEqual(second.map(\.1), Array(stride(from: 850, to: 1300, by: 20)))
        let repetitions: [Int] = second.map(\.0.repetition)
        let expectedRepetitions: [Int] = Array(0..<second.count)
        expectEqual(repetitions, expectedRepetitions)
        let raisedKinds: [AlertKind] = alerts.filter { $0.0.repetition == 0 }.map(\.0.kind)
        let expectedKinds: [AlertKind] = [.weather, .weatherCleared, .weather, .weatherCleared]
        expectEqual(raisedKinds, expectedKinds)
        // The alert says what, how much and when.
        #expect(
            alerts.first?.0.weather
                == WeatherExceedance(quantity: .wind, value: 30, limit: 25, time: W.start + 8 * 3600))
        #expect(!daemon.activeAlarms.contains { $0.event.kind == .weather })
    }

    @Test func acknowledgingAnUnknownAlarmIsRefused() throws {
        let parts = Daemon.Parts(
            source: W.SteppedSource(fixes: 0, clock: W.TestClock(W.start), step: 1), store: InMemoryTripStore(),
            geometry: GeodesicTrackGeometry(), automation: nil, recordAtStart: false,
            signals: try SignalPipe(signals: []), control: nil, notifier: nil, loadRoute: nil, weather: nil,
            loadBoat: nil, emit: { _ in }, log: { _ in }, text: { key, _ in key }, message: { _ in "" },
            clock: { W.start })
        let daemon = Daemon(parts: parts)
        var request = TripControlRequest(command: "alert.ack")
        request.alarm = "arrival"
        expectEqual(daemon.respond(to: request).error, "unknownAlarm")
        let none = daemon.respond(to: TripControlRequest(command: "alert.ack"))
        #expect(none.ok && none.acknowledgedAlarms == [] && none.activeAlarms == [])
    }
}
