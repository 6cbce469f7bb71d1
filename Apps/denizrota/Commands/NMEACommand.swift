import CLISupport
import Foundation
import MarineKit

/// `denizrota nmea decode < FILE`: one JSON object per position sentence (RMC, GGA, GLL) and a summary on stderr.
public enum NMEACommand {
    static let all = Flag("all", help: "nmea.option.all")
    static let summary = Flag("summary", help: "nmea.option.summary")

    /// The `nmea` group.
    public static let command = Command(name: "nmea", summary: "nmea.summary", subcommands: [decode])

    static let decode = Command(
        name: "decode", summary: "nmea.decode.summary", discussion: "nmea.decode.discussion", options: [all, summary],
        examples: [CommandExample("denizrota nmea decode < track.nmea | jq .lat", explanation: "nmea.decode.example")]
    ) { context in
        let input = try context.environment.standardInput.readAll()
        if context.arguments[summary] { return try summarize(input, context) }
        var decoder = NMEAStreamDecoder()
        var lastDate: NMEADate?
        let everything = context.arguments[all]
        var output = ""
        input.withUnsafeBytes { bytes in
            decoder.decode(bytes) { sentence in
                lastDate = sentence.date ?? lastDate
                guard everything || [.rmc, .gga, .gll].contains(sentence.type) else { return }
                output += line(for: sentence, date: lastDate) + "\n"
            }
        }
        decoder.finish { sentence in output += line(for: sentence, date: sentence.date ?? lastDate) + "\n" }
        context.write(output)
        let counts = decoder.counts
        context.diagnostics.warning(
            context.text(
                "nmea.decode.counts", String(counts.sentences), String(counts.unsupported), String(counts.rejected)))
        return counts.sentences == 0 && counts.rejected > 0 ? .dataError : .success
    }

    /// Counts only: sentences, other types, rejected lines and the fixes they assemble into (RMC + GGA epochs).
    static func summarize(_ input: Data, _ context: CommandContext) throws -> ExitCode {
        var decoder = NMEAStreamDecoder()
        var assembler = NMEAFixAssembler()
        var fixes = 0
        input.withUnsafeBytes { bytes in
            decoder.decode(bytes) { assembler.add($0) { _ in fixes += 1 } }
        }
        decoder.finish { assembler.add($0) { _ in fixes += 1 } }
        assembler.finish { _ in fixes += 1 }
        let counts = decoder.counts
        if context.isJSONOutput {
            try context.writeJSON(NMEASummary(counts: counts, fixes: fixes))
        } else {
            context.writeLine(
                context.text(
                    "nmea.decode.summaryLine", String(counts.lines), String(counts.sentences),
                    String(counts.unsupported),
                    String(counts.rejected), String(fixes)))
        }
        return counts.sentences == 0 && counts.rejected > 0 ? .dataError : .success
    }

    /// `{"time":…,"lat":…,"lon":…,"speedKnots":…,"courseTrue":…,"quality":…,"talker":…,"type":…,"valid":…}`.
    static func line(for sentence: NMEASentence, date: NMEADate?) -> String {
        var fields: [String] = []
        if let seconds = sentence.secondsOfDay {
            let time =
                date.map { UTCTimestamp.iso8601(UTCTimestamp.date($0, secondsOfDay: seconds)) }
                ?? timeOfDay(seconds)
            fields.append("\"time\":\"\(time)\"")
        }
        let numbers: [(String, Double?)] = [
            ("lat", sentence.latitude), ("lon", sentence.longitude), ("speedKnots", sentence.speedKnots),
            ("courseTrue", sentence.courseTrue), ("hdop", sentence.hdop), ("headingTrue", sentence.headingTrue),
        ]
        for (key, value) in numbers {
            if let value { fields.append("\"\(key)\":\(value)") }
        }
        if let quality = sentence.quality { fields.append("\"quality\":\(quality)") }
        fields.append("\"talker\":\"\(sentence.talker)\"")
        fields.append("\"type\":\"\(sentence.type.rawValue)\"")
        fields.append("\"valid\":\(sentence.isValid)")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `hh:mm:ss.sssZ` when the stream carried no date yet.
    private static func timeOfDay(_ seconds: Double) -> String {
        let full = UTCTimestamp.iso8601(Date(timeIntervalSince1970: seconds))
        return String(full.dropFirst(11))
    }
}

/// `nmea decode --summary --json`.
struct NMEASummary: Encodable {
    let counts: NMEADecodeCounts
    let fixes: Int
}
