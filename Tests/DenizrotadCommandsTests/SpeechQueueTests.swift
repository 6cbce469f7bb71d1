import Dispatch
import Expectations
import Localization
import MarineKit
import Synchronization
import Testing

@testable import DenizrotadCommands

/// `--speak` says one text at a time, alarms before the notices waiting, and reports its first failure once.
@Suite struct SpeechQueueTests {
    /// A speaker that holds its first text until released, counts how many texts are being said at once and fails
    /// when told to.
    final class GatedSpeaker: Speaker {
        struct State {
            var said: [String] = []
            var speaking = 0
            var mostAtOnce = 0
        }

        let state = Mutex(State())
        let gate = DispatchSemaphore(value: 0)
        /// Signalled when the first text has started.
        let started = DispatchSemaphore(value: 0)
        let failing: Bool

        init(failing: Bool = false) { self.failing = failing }

        func speak(_ text: String, in language: Language) throws {
            let first = state.withLock { state in
                state.speaking += 1
                state.mostAtOnce = max(state.mostAtOnce, state.speaking)
                return state.said.isEmpty
            }
            if first {
                started.signal()
                gate.wait()
            }
            state.withLock { state in
                state.said.append(text)
                state.speaking -= 1
            }
            if failing { throw EspeakSpeaker.Failure(status: 0, lastLine: "error: No such file or directory") }
        }
    }

    @Test func alarmsGoFirstOneAtATime() {
        let speaker = GatedSpeaker()
        let queue = SpeechQueue(speaker: speaker, language: .english) { _ in }
        queue.enqueue("Arrived at Kos", alarm: false)  // being said while the others come
        speaker.started.wait()
        queue.enqueue("Route complete at Kos", alarm: false)
        queue.enqueue("Anchor alarm: 62 metres from the anchor", alarm: true)
        queue.enqueue("Back on route", alarm: false)
        queue.enqueue("GPS signal lost", alarm: true)
        speaker.gate.signal()
        queue.waitUntilIdle()
        let state = speaker.state.withLock { $0 }
        #expect(
            state.said == [
                "Arrived at Kos", "Anchor alarm: 62 metres from the anchor", "GPS signal lost", "Route complete at Kos",
                "Back on route",
            ])
        expectEqual(state.mostAtOnce, 1)
    }

    @Test func theFirstFailureIsReportedOnce() {
        let speaker = GatedSpeaker(failing: true)
        let reports = Mutex<[String]>([])
        let queue = SpeechQueue(speaker: speaker, language: .english) { error in
            reports.withLock { $0.append("\(error)") }
        }
        for text in ["GPS signal lost", "GPS signal restored", "GPS signal lost"] { queue.enqueue(text, alarm: false) }
        speaker.started.wait()
        speaker.gate.signal()
        queue.waitUntilIdle()
        #expect(reports.withLock { $0 } == ["espeak-ng: error: No such file or directory"])
        #expect(speaker.state.withLock { $0.said.count } == 3)
    }

    /// The weather alert says what, how much and when, in the user's language.
    @Test(arguments: [
        (Language.english, "Weather warning: wind 34 knots at 10:00 UTC, your limit is 25"),
        (.turkish, "Hava uyarısı: saat 10:00 UTC'de rüzgâr 34 knot, sınırınız 25"),
    ])
    func weatherWords(language: Language, expected: String) {
        var alert = AlertEvent(kind: .weather, time: .init(timeIntervalSince1970: 1_780_304_400))
        alert.weather = WeatherExceedance(
            quantity: .wind, value: 34.2, limit: 25, time: .init(timeIntervalSince1970: 1_780_308_000))
        let localizer = Localizer(language: language, sets: DenizrotadTool.catalogs)
        expectEqual(SpeechOutlet.text(alert, localizer), expected)
    }
}
