import Localization
import PosixKit

/// The live ``Speaker``: an `espeak-ng -v VOICE -- TEXT` child (Debian espeak-ng), started without waiting.
struct EspeakSpeaker: Speaker {
    /// The espeak-ng executable.
    let executable: String
    /// The environment passed to espeak-ng.
    let variables: [String: String]

    /// espeak-ng voice names for our languages (espeak-ng `espeak-ng-data/lang`; Mandarin is `cmn`).
    static let voices: [Language: String] = [
        .english: "en", .turkish: "tr", .spanish: "es", .french: "fr", .german: "de", .simplifiedChinese: "cmn",
        .japanese: "ja",
    ]

    /// The speaker when `espeak-ng` is on the `PATH` of `variables`, else nil.
    static func find(variables: [String: String]) -> EspeakSpeaker? {
        ProcessLauncher.find("espeak-ng", searchPath: variables["PATH"]).map {
            EspeakSpeaker(executable: $0, variables: variables)
        }
    }

    func speak(_ text: String, in language: Language) throws {
        let voice = Self.voices[language] ?? "en"
        try ProcessLauncher.spawn(executable, ["-v", voice, "--", text], environment: variables, input: nil)
    }
}
