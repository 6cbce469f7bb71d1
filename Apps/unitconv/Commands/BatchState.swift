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
    private var elements = 0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

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
    mutating func write(_ line: BatchLine, formatter: ResultFormatter) {
        if case .failed = line { failed = true }
        guard isJSON else {
            switch line {
            case .converted(let result): writer.writeLine(formatter.plain(result.value))
            case .value(let value): writer.writeLine(formatter.plain(value))
            case .failed(_, let message): writer.writeLine("error: " + message)
            }
            return
        }
        switch line {
        case .converted(let result): writeElement(ConversionOutput(result, formatter: formatter))
        case .value(let value): writeElement(["value": formatter.plain(value)])
        case .failed(let input, let message): writeElement(BatchJSONError(input: input, error: message))
        }
    }

    /// One array element, indented as a pretty-printed array would be.
    private mutating func writeElement(_ value: some Encodable) {
        let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        writer.write(elements == 0 ? "{\n  \"results\" : [\n" : ",\n")
        writer.write(indented.joined(separator: "\n"))
        writer.endLine()
        elements += 1
    }

    /// Closes the JSON document (`{"results": [...], "schemaVersion": 1}`, Docs/json.md) and writes what is
    /// buffered.
    mutating func finish() {
        let version = "  \"schemaVersion\" : \(JSONSchemaVersion.current)\n}"
        if isJSON { writer.writeLine(elements == 0 ? "{\n  \"results\" : [],\n" + version : "\n  ],\n" + version) }
        writer.flush()
    }
}
