import DenizrotadCommands
import Localization
import Synchronization

/// The in-memory double of `Speaker`: records every text with its language instead of speaking.
public final class RecordingSpeaker: Speaker {
    /// One spoken text.
    public struct Utterance: Sendable, Equatable {
        /// The text, in ``language``.
        public var text: String
        /// The language it was spoken in (the voice).
        public var language: Language
    }

    private let spoken = Mutex<[Utterance]>([])

    /// Creates a speaker that has said nothing yet.
    public init() {}

    /// Everything said so far, in order.
    public var utterances: [Utterance] { spoken.withLock { $0 } }

    public func speak(_ text: String, in language: Language) throws {
        spoken.withLock { $0.append(Utterance(text: text, language: language)) }
    }
}
