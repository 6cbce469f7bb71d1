import CLIKit
import ConversionKit

#if os(Linux)
    import PosixKit
#endif

/// `unitconv` with no arguments on a terminal: GNU units' dialogue, `You have:` then `You want:` in the user's
/// language, one conversion per pair of lines, until end of input (Ctrl-D) (issue 32, item 12).
///
/// An empty `You want:` converts to the region's preferred unit (as `unitconv 5 km` does); an empty `You have:`
/// asks again. A line that cannot be converted prints its error and the dialogue goes on; the exit code is 0 at
/// the end of input. When standard input and output are both terminals, the terminal is put in raw input mode
/// (PosixKit) and ``LineEditor`` edits the line (cursor keys, history of the session); otherwise lines are read as
/// they come, with the terminal's own editing if any.
struct InteractiveSession {
    let context: CommandContext
    let formatter: ResultFormatter

    /// Thrown by the key reader to stop at Ctrl-D.
    private struct EndOfInput: Error {}

    /// Runs the dialogue until end of input.
    func run() throws -> ExitCode {
        #if os(Linux)
            let environment = context.environment
            if environment.standardInputIsTerminal && environment.standardOutputIsTerminal {
                let edited = try TerminalEcho.withRawInput(0) { isRaw throws -> Bool in
                    guard isRaw else { return false }
                    try runEdited()
                    return true
                }
                if edited { return .success }
            }
        #endif
        return try runPlain()
    }

    /// Lines as they come (a pipe, a test, a terminal that cannot be put in raw mode).
    private func runPlain() throws -> ExitCode {
        var have: String?
        var lines = LineSplitter()
        context.write(context.text("interactive.have"))
        do {
            try context.environment.standardInput.readChunks(chunkSize: 4096) { bytes in
                lines.append(bytes) { line in
                    context.write(context.text(answer(String(decoding: line, as: UTF8.self), have: &have)))
                }
            }
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", "\(error)")
        }
        lines.finish { line in
            context.write(context.text(answer(String(decoding: line, as: UTF8.self), have: &have)))
        }
        context.writeLine()
        return .success
    }

    /// Keys through ``LineEditor`` on a raw-mode terminal, each key's effect drawn at once.
    private func runEdited() throws {
        var editor = LineEditor()
        var have: String?
        var prompt = context.text("interactive.have")
        context.write(prompt)
        do {
            try context.environment.standardInput.readChunks(chunkSize: 256) { bytes in
                // One key at a time: a paste or fast typing arrives in one read, and each key is drawn as it was.
                for byte in bytes {
                    switch editor.feed(byte) {
                    case .redraw: draw(prompt, editor)
                    case .submit(let line):
                        context.write("\n")
                        prompt = context.text(answer(line, have: &have))
                        context.write(prompt)
                    case .endOfInput: throw EndOfInput()
                    case .none: continue
                    }
                }
            }
        } catch is EndOfInput {
        } catch {
            throw CommandError(.ioError, key: "error.readStandardInput", "\(error)")
        }
        context.writeLine()
    }

    /// The prompt and the line, the rest of the terminal line cleared, the cursor put back where the editor has it.
    private func draw(_ prompt: String, _ editor: LineEditor) {
        let back = editor.cellsAfterCursor
        context.write("\r" + prompt + editor.text + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }

    /// One line typed: the quantity, then the target.
    ///
    /// - Returns: the key of the next prompt.
    private func answer(_ line: String, have: inout String?) -> String {
        let text = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let quantity = have else {
            if !text.isEmpty { have = text }
            return text.isEmpty ? "interactive.have" : "interactive.want"
        }
        have = nil
        do {
            _ = try ConvertCommand.convertOne(
                text.isEmpty ? quantity : quantity + " to " + text, formatter: formatter, context: context)
        } catch {
            context.diagnostics.error(context.describe(error))
        }
        return "interactive.have"
    }
}
