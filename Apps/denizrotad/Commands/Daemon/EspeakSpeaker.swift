import Foundation
import Localization
import PosixKit

/// The live ``Speaker``: an `espeak-ng -v VOICE -- TEXT` child (Debian espeak-ng), waited for, so the
/// ``SpeechQueue`` never runs two at once.
///
/// Its standard error is read, not passed on: without a sound device espeak-ng 1.51 writes about 18 ALSA lines and
/// `error: No such file or directory` there and still exits 0 (seen on Debian 12 without /dev/snd), so anything it
/// writes there counts as a failure, reported once by the queue with its last line.
struct EspeakSpeaker: Speaker {
    /// Why espeak-ng did not speak: a failure status, a signal, or error output.
    struct Failure: Error, CustomStringConvertible {
        /// The exit status, or nil when a signal ended it.
        let status: Int32?
        /// The last line espeak-ng wrote to standard error, if any.
        let lastLine: String?
        var description: String {
            "espeak-ng: " + (lastLine ?? status.map { "exit status \($0)" } ?? "killed by a signal")
        }
    }

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
        let errors = try Descriptor.pipe(nonBlocking: false)
        let pid: pid_t
        do {
            pid = try ProcessLauncher.spawn(
                executable, ["-v", voice, "--", text], environment: variables, standardInput: .null,
                standardOutput: .null, standardError: .descriptor(errors.write), resetSignals: true)
        } catch {
            Descriptor.close(errors.read)
            Descriptor.close(errors.write)
            throw error
        }
        Descriptor.close(errors.write)
        let output = FileHandle(fileDescriptor: errors.read, closeOnDealloc: true).readDataToEndOfFile()
        let status = ProcessLauncher.waitForExit(pid)
        let lines = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard status == 0, lines.isEmpty else { throw Failure(status: status, lastLine: lines.last.map(String.init)) }
    }
}
