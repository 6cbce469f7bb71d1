import CLIKit
import ConversionKit

/// `unitconv --batch`: one conversion per line of standard input, one output line per input line, streamed.
///
/// Input is read in 64 KiB pieces and converted line by line, so memory stays bounded whatever the input size and
/// each answer is written as soon as its line is read. Each output line is the rounded plain decimal (as `--json`'s
/// `value`), `error: <message>` for a bad line (also on standard error with its line number), or empty for an
/// empty, blank or `#` comment line, so the output can be pasted next to the input. Processing continues after a
/// bad line; the exit code is 65 when any line failed. Batch conversions are not recorded in the history. With
/// `--json` the output is JSON Lines (issue 32): one compact result object per non-blank line (`{"input", "error"}`
/// for a bad line), each with `schemaVersion`, so a co-process reads each answer as it comes. Output is flushed after every line unless standard output is a regular file.
struct BatchConversion {
    let context: CommandContext
    let formatter: ResultFormatter
    private let converter: UnitConversionEngine
    private let parser: RequestParser
    /// Whether empty input is a usage error (`unitconv < /dev/null` without `--batch`: no quantity was given).
    var requiresInput = false

    init(context: CommandContext, formatter: ResultFormatter, reading: NumberReading, catalog: UnitCatalog = .standard)
    {
        self.context = context
        self.formatter = formatter
        converter = UnitConversionEngine(catalog: catalog)
        parser = RequestParser(catalog: converter.catalog, grouping: reading.grouping, language: context.language)
    }

    /// Converts every line as it arrives and writes the results.
    func run() throws -> ExitCode {
        var state = BatchState(
            writer: BatchWriter(
                sink: context.environment.standardOutput,
                flushesEachLine: !OutputKind.isRegularFile(context.environment.standardOutput)),
            isJSON: context.isJSONOutput,
            repeated: RepeatedRequestConverter(
                converter: converter, grouping: parser.grouping, language: parser.language))
        var lines = LineSplitter()
        do {
            try context.environment.standardInput.readChunks(chunkSize: 1 << 16) { bytes in
                lines.append(bytes) { line in handle(line, state: &state) }
            }
        } catch {
            state.finish()
            throw CommandError(.ioError, key: "error.readStandardInput", "\(error)")
        }
        lines.finish { line in handle(line, state: &state) }
        if requiresInput && state.lineNumber == 0 { throw CommandError(.usage, key: "error.missingQuantity") }
        state.finish()
        return state.failed ? .dataError : .success
    }

    /// Converts one line and writes its result.
    private func handle(_ bytes: ArraySlice<UInt8>, state: inout BatchState) {
        state.lineNumber += 1
        let input = String(decoding: bytes, as: UTF8.self)
        guard let line = convert(input, state: &state) else { return state.writeBlank() }
        if case .failed(_, let message) = line {
            context.diagnostics.error(context.text("error.batchLine", String(state.lineNumber), message))
        }
        state.write(line, formatter: formatter)
    }

    /// Whether a line is empty, white space only, or a `#` comment (a byte scan for ASCII lines).
    static func isBlankOrComment(_ line: String) -> Bool {
        for byte in line.utf8 {
            if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) { continue }
            guard byte < 0x80 else { break }
            return byte == UInt8(ascii: "#")
        }
        guard let first = line.first(where: { !$0.isWhitespace }) else { return true }
        return first == "#"
    }

    /// Notes each ambiguous alias once on standard error.
    private func note(_ ambiguities: [AmbiguousAlias], state: inout BatchState) {
        for ambiguity in ambiguities where state.noted.insert(ambiguity.alias).inserted {
            let quantities = QuantityFormatter(numbers: formatter, localizer: context.localizer)
            context.diagnostics.hint("unitconv: " + quantities.note(for: ambiguity))
        }
    }

    /// One line's result (nil for a blank or comment line), noting each ambiguous alias once on stderr.
    private func convert(_ input: String, state: inout BatchState) -> BatchLine? {
        guard !Self.isBlankOrComment(input) else { return nil }
        do {
            guard state.isJSON else {
                let (value, notes) = try state.repeated.convert(input)
                note(notes, state: &state)
                return .value(value)
            }
            let result = try state.repeated.result(input)
            note(result.request.ambiguities, state: &state)
            return .converted(result)
        } catch {
            if case .missingTargetUnit = error { return preferred(input, state: &state) }
            return .failed(input: input, message: context.localizer.message(for: error))
        }
    }

    /// A line without a target: the region's preferred unit, as `unitconv 5 km` gives (each distinct note once).
    private func preferred(_ input: String, state: inout BatchState) -> BatchLine {
        var notes: [String] = []
        var target = PreferredTarget(context: context)
        target.hint = { notes.append($0) }
        let quantities = QuantityFormatter(numbers: formatter, localizer: context.localizer)
        do {
            let result = try converter.convert(
                parser.parse(input) { request throws(ConversionError) in
                    try target.targets(for: request, quantities: quantities)
                })
            for note in notes where state.noted.insert(note).inserted { context.diagnostics.hint(note) }
            note(result.request.ambiguities, state: &state)
            return state.isJSON ? .converted(result) : .value(result.value)
        } catch {
            return .failed(input: input, message: context.localizer.message(for: error))
        }
    }
}
