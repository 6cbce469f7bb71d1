import Dispatch
import Localization
import Synchronization

/// One speech queue for `--speak`: texts are said one after the other by one worker, never two synthesizers at once;
/// alarms go before the notices still waiting, each group in the order it came.
///
/// The first failure of the speaker (no sound device, synthesizer missing its voice) is reported once through
/// `report`; later ones stay silent, and the events go on as JSON lines and hooks.
final class SpeechQueue: Sendable {
    private struct Pending {
        var alarms: [String] = []
        var notices: [String] = []
        var failureReported = false
    }

    private let speaker: any Speaker
    private let language: Language
    private let report: @Sendable (any Error) -> Void
    private let pending = Mutex(Pending())
    private let worker = DispatchQueue(label: "denizrotad.speech")

    /// Creates the queue.
    ///
    /// - Parameters:
    ///   - speaker: says one text and returns when it has been said.
    ///   - language: the voice's language.
    ///   - report: called once, with the first failure.
    init(speaker: any Speaker, language: Language, report: @escaping @Sendable (any Error) -> Void) {
        self.speaker = speaker
        self.language = language
        self.report = report
    }

    /// Queues a text; an alarm is said before the notices waiting.
    func enqueue(_ text: String, alarm: Bool) {
        pending.withLock { queue in
            if alarm { queue.alarms.append(text) } else { queue.notices.append(text) }
        }
        worker.async { self.speakNext() }
    }

    /// Waits until everything queued so far has been said (tests, shutdown).
    func waitUntilIdle() {
        worker.sync {}
    }

    private func speakNext() {
        let next: String? = pending.withLock { queue in
            if !queue.alarms.isEmpty { return queue.alarms.removeFirst() }
            return queue.notices.isEmpty ? nil : queue.notices.removeFirst()
        }
        guard let next else { return }
        do {
            try speaker.speak(next, in: language)
        } catch {
            let first = pending.withLock { queue in
                defer { queue.failureReported = true }
                return !queue.failureReported
            }
            if first { report(error) }
        }
    }
}
