import CLIKit
import Foundation
import Localization
import MarineKit

/// `denizrota nmea decode < FILE`: one JSON object per position sentence (RMC, GGA, GNS, GLL) and a summary on stderr.
///
/// Standard input is read in chunks of ``chunkSize`` bytes and decoded as it arrives, so a day's log (10 MB and
/// more) never sits in memory; JSON lines are written once per chunk.
public enum NMEACommand {
    static let all = Flag("all", help: "nmea.option.all")
    static let summary = Flag("summary", help: "nmea.option.summary")

    /// Bytes read from standard input at a time (1 MiB).
    static let chunkSize = 1 << 20

    /// The `nmea` group.
    public static let command = Command(name: "nmea", summary: "nmea.summary", subcommands: [decode])

    static let decode = Command(
        name: "decode", summary: "nmea.decode.summary", discussion: "nmea.decode.discussion", options: [all, summary],
        examples: [
            CommandExample("denizrota nmea decode < track.nmea | jq .latitude", explanation: "nmea.decode.example")
        ],
        writesJSON: true
    ) { context in
        if context.arguments[summary] { return try summarize(context) }
        var decoder = NMEAStreamDecoder()
        var lastDate: NMEADate?
        let everything = context.arguments[all]
        var output = ""
        let write = { (sentence: NMEASentence, date: NMEADate?) in
            guard everything || [.rmc, .gga, .gns, .gll].contains(sentence.type) else { return }
            appendLine(for: sentence, date: date, to: &output)
        }
        try readInput(context) { chunk in
            decoder.decode(chunk) { sentence in
                lastDate = sentence.date ?? lastDate
                write(sentence, lastDate)
            }
            context.write(output)
            output.removeAll(keepingCapacity: true)
        }
        decoder.finish { sentence in write(sentence, sentence.date ?? lastDate) }
        context.write(output)
        let counts = decoder.counts
        context.diagnostics.warning(
            context.text(
                "nmea.decode.counts", context.counted("nmea.count.sentences", counts.sentences),
                context.counted("nmea.count.otherTypes", counts.unsupported),
                context.counted("nmea.count.linesRejected", counts.rejected)))
        return outcome(counts, context)
    }

    /// Counts only: sentences, other types, rejected lines and the fixes they assemble into (RMC + GGA epochs).
    static func summarize(_ context: CommandContext) throws -> ExitCode {
        var decoder = NMEAStreamDecoder()
        var assembler = NMEAFixAssembler()
        var fixes = 0
        try readInput(context) { chunk in
            decoder.decode(chunk) { assembler.add($0) { _ in fixes += 1 } }
        }
        decoder.finish { assembler.add($0) { _ in fixes += 1 } }
        assembler.finish { _ in fixes += 1 }
        let counts = decoder.counts
        if context.isJSONOutput {
            // A failure is the JSON error object alone (one document on standard output).
            guard !allRejected(counts) else { return outcome(counts, context) }
            try context.writeJSON(NMEASummary(counts: counts, fixes: fixes))
        } else {
            context.writeLine(
                context.text(
                    "nmea.decode.summaryLine", context.counted("nmea.count.lines", counts.lines),
                    context.counted("nmea.count.sentences", counts.sentences),
                    context.counted("nmea.count.otherTypes", counts.unsupported),
                    context.counted("nmea.count.linesRejected", counts.rejected),
                    context.counted("nmea.count.fixes", fixes)))
        }
        return outcome(counts, context)
    }

    /// Exit 65 with a message when lines came but no sentence could be decoded, otherwise success.
    private static func allRejected(_ counts: NMEADecodeCounts) -> Bool {
        counts.sentences == 0 && counts.rejected > 0
    }

    private static func outcome(_ counts: NMEADecodeCounts, _ context: CommandContext) -> ExitCode {
        guard allRejected(counts) else { return .success }
        let rejected = String(counts.rejected)
        let message = context.localizer.plural(
            "nmea.error.allRejected", operands: PluralOperands(counts.rejected), rejected)
        return context.fail(code: "nmea.error.allRejected", message: message, exitCode: .dataError)
    }

    /// Feeds standard input to `body` in chunks; a read failure is an I/O error (74).
    private static func readInput(_ context: CommandContext, _ body: (UnsafeRawBufferPointer) -> Void) throws {
        do {
            try context.environment.standardInput.readChunks(chunkSize: chunkSize, body)
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", context.describe(error))
        }
    }

    /// `{"time":…,"lat":…,"lon":…,"speedKnots":…,"courseTrue":…,"quality":…,"talker":…,"type":…,"valid":…}`.
    static func line(for sentence: NMEASentence, date: NMEADate?) -> String {
        var text = ""
        appendLine(for: sentence, date: date, to: &text)
        text.removeLast()
        return text
    }

    /// Appends the JSON line of a sentence and its newline to `text` (no intermediate arrays or strings).
    static func appendLine(for sentence: NMEASentence, date: NMEADate?, to text: inout String) {
        text += "{"
        if let seconds = sentence.secondsOfDay {
            let time =
                date.map { UTCTimestamp.iso8601(UTCTimestamp.date($0, secondsOfDay: seconds)) }
                ?? timeOfDay(seconds)
            text += "\"time\":\"\(time)\","
        }
        appendNumber("latitude", sentence.latitude, to: &text)
        appendNumber("longitude", sentence.longitude, to: &text)
        appendNumber("speedKnots", sentence.speedKnots, to: &text)
        appendNumber("courseTrueDegrees", sentence.courseTrue, to: &text)
        appendNumber("hdop", sentence.hdop, to: &text)
        appendNumber("headingTrueDegrees", sentence.headingTrue, to: &text)
        if let quality = sentence.quality { text += "\"quality\":\(quality)," }
        appendNumber("pdop", sentence.pdop, to: &text)
        appendNumber("vdop", sentence.vdop, to: &text)
        if let mode = sentence.fixModeNumber.flatMap(FixMode.init(gpsdMode:)) {
            text += "\"fixMode\":\"\(mode.rawValue)\","
        }
        text +=
            "\"talker\":\"\(sentence.talker)\",\"type\":\"\(sentence.type.rawValue)\",\"valid\":\(sentence.isValid),"
            + "\"schemaVersion\":\(JSONSchemaVersion.current)}\n"
    }

    private static func appendNumber(_ key: String, _ value: Double?, to text: inout String) {
        guard let value else { return }
        text += "\"\(key)\":\(value),"
    }

    /// `hh:mm:ss.sssZ` when the stream carried no date yet.
    private static func timeOfDay(_ seconds: Double) -> String {
        let full = UTCTimestamp.iso8601(Date(timeIntervalSince1970: seconds))
        return String(full.dropFirst(11))
    }
}

/// `nmea decode --summary --json`.
struct NMEASummary: JSONDocument {
    /// The counts of `nmea decode --summary` (Docs/json.md).
    struct Counts: Encodable {
        let lines: Int
        let sentences: Int
        let unsupported: Int
        let rejected: Int
        let checksumErrors: Int
    }

    let counts: Counts
    let fixes: Int

    init(counts: NMEADecodeCounts, fixes: Int) {
        self.counts = Counts(
            lines: counts.lines, sentences: counts.sentences, unsupported: counts.unsupported,
            rejected: counts.rejected, checksumErrors: counts.checksumErrors)
        self.fixes = fixes
    }
}
