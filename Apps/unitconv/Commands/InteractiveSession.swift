import CLIKit
import ConversionKit

/// `unitconv` with no arguments on a terminal: GNU units' dialogue, `You have:` then `You want:` in the user's
/// language, one conversion per pair of lines, until end of input (Ctrl-D) (issue 32, item 12).
///
/// An empty `You want:` converts to the region's preferred unit (as `unitconv 5 km` does); an empty `You have:`
/// asks again. A line that cannot be converted prints its error and the dialogue goes on; the exit code is 0 at
/// the end of input. Lines are read as the terminal delivers them: its own line editing (erase, kill a word or the
/// line) applies, nothing more.
struct InteractiveSession {
    let context: CommandContext
    let formatter: ResultFormatter

    /// Runs the dialogue until end of input.
    func run() throws -> ExitCode {
        var have: String?
        var lines = LineSplitter()
        context.write(context.text("interactive.have"))
        do {
            try context.environment.standardInput.readChunks(chunkSize: 4096) { bytes in
                lines.append(bytes) { line in answer(String(decoding: line, as: UTF8.self), have: &have) }
            }
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", "\(error)")
        }
        lines.finish { line in answer(String(decoding: line, as: UTF8.self), have: &have) }
        context.writeLine()
        return .success
    }

    /// One line typed: the quantity, then the target; prompts for the next.
    private func answer(_ line: String, have: inout String?) {
        let text = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let quantity = have else {
            if !text.isEmpty { have = text }
            return context.write(context.text(text.isEmpty ? "interactive.have" : "interactive.want"))
        }
        have = nil
        do {
            _ = try ConvertCommand.convertOne(
                text.isEmpty ? quantity : quantity + " to " + text, formatter: formatter, context: context)
        } catch {
            context.diagnostics.error(context.describe(error))
        }
        context.write(context.text("interactive.have"))
    }
}
