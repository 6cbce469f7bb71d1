import CLIKit
import ConversionKit
import Foundation

/// What a batch run carries from line to line: the writer, the line count, failures, the aliases already noted.
struct BatchState {
    var writer: BatchWriter
    let isJSON: Bool
    /// The number of the line being handled, from 1.
    var lineNumber = 0
    /// Whether any line failed (exit 65).
    private(set) var failed = false
    /// Ambiguous aliases already noted on standard error.
    var noted: Set<String> = []
    /// The text-mode converter that remembers request shapes.
    var repeated: RepeatedRequestConverter

    init(writer: BatchWriter, isJSON: Bool, repeated: RepeatedRequestConverter) {
        self.writer = writer
        self.isJSON = isJSON
        self.repeated = repeated
    }

    /// A blank or comment line: an empty line in text mode, nothing in JSON.
    mutating func writeBlank() {
        if !isJSON { writer.writeLine("") }
    }

    /// A converted or failed line.
    ///
    /// A JSON line is one of ConversionKit's documents (`ConversionDocument`, `ConversionFailureDocument`); a bare
    /// value (`BatchLine.value`) comes only without `--json`, so it is text.
    mutating func write(_ line: BatchLine, formatter: ResultFormatter) {
        switch line {
        case .converted(let result) where isJSON:
            writeElement(LibraryDocument(ConversionDocument(result, formatter: formatter)))
        case .converted(let result): writer.writeLine(formatter.plain(result.value))
        case .value(let value): writer.writeLine(formatter.plain(value))
        case .failed(let input, let message) where isJSON:
            failed = true
            writeElement(LibraryDocument(ConversionFailureDocument(input: input, error: message)))
        case .failed(_, let message):
            failed = true
            writer.writeLine("error: " + message)
        }
    }

    /// One JSON line: the object with `schemaVersion`, on one line (JSON Lines, issue 32), so a co-process reads
    /// each answer as it comes.
    private mutating func writeElement(_ value: some JSONDocument) {
        let text = (try? JSONText.text(value, pretty: false)) ?? "{\"schemaVersion\":1}\n"
        writer.write(text)
        writer.endLine()
    }

    /// Writes what is buffered (JSON Lines need no closing).
    mutating func finish() {
        writer.flush()
    }
}
