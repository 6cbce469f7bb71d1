import Localization

/// Says a text aloud (`--speak`, alerts only).
///
/// A service of ``DenizrotadServices``, which has none when the system has no speech synthesizer (no `espeak-ng` on
/// `PATH`): live, ``EspeakSpeaker``; in tests, DenizrotadTestSupport's `RecordingSpeaker`.
public protocol Speaker: Sendable {
    /// Speaks `text` (already in `language`) in a voice of that language; returns once it has been said (the
    /// daemon calls it from one ``SpeechQueue`` worker, so two texts are never said at once).
    ///
    /// - Throws: why it could not be started (the daemon stays silent and goes on).
    func speak(_ text: String, in language: Language) throws
}
