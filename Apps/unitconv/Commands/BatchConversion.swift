import CLISupport
import ConversionKit

/// `unitconv --batch`: one conversion per line of standard input, one output line per input line.
///
/// Each output line is the rounded plain decimal (as `--json`'s `value`), `error: <message>` for a bad line, or
/// empty for an empty line, so the output can be pasted next to the input. Processing continues after a bad line;
/// the exit code is 65 when any line failed. Batch conversions are not recorded in the history. With `--json` the
/// output is one JSON array of result objects (and `{"input", "error"}` objects for bad lines).
struct BatchConversion {
    let context: CommandContext
    let formatter: ResultFormatter
    private let converter = ConversionServices().converter
    private var quantities: QuantityFormatter { QuantityFormatter(numbers: formatter, localizer: context.localizer) }

    init(context: CommandContext, formatter: ResultFormatter) {
        self.context = context
        self.formatter = formatter
    }

    /// Converts every line and writes the results.
    func run() throws -> ExitCode {
        let lines = try context.readStandardInput().split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let inputs = lines.last?.isEmpty == true ? lines.dropLast() : lines[...]
        var outcome = BatchOutcome()
        var noted: Set<String> = []
        for line in inputs { outcome.add(convert(String(line), noted: &noted)) }
        if context.isJSONOutput {
            try context.writeJSON(outcome.jsonLines)
        } else {
            writeText(outcome.textLines)
        }
        return outcome.failed ? .dataError : .success
    }

    /// One line's result, noting each ambiguous alias once on stderr.
    private func convert(_ input: String, noted: inout Set<String>) -> BatchLine {
        guard input.contains(where: { !$0.isWhitespace }) else { return .blank }
        do {
            let result = try converter.convert(input)
            for ambiguity in result.request.ambiguities where noted.insert(ambiguity.alias).inserted {
                context.diagnostics.hint("unitconv: " + quantities.note(for: ambiguity))
            }
            return .converted(ConversionOutput(result, formatter: formatter))
        } catch {
            return .failed(input: input, message: context.localizer.message(for: error))
        }
    }

    /// Writes the text lines in chunks of about 64 kB (the sink is unbuffered).
    private func writeText(_ lines: [String]) {
        var chunk = ""
        for line in lines {
            chunk += line
            chunk += "\n"
            if chunk.utf8.count >= 65_536 {
                context.write(chunk)
                chunk = ""
            }
        }
        if !chunk.isEmpty { context.write(chunk) }
    }
}
