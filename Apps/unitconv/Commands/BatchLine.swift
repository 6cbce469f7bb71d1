/// The result of one line of `unitconv --batch`.
enum BatchLine {
    /// An empty or blank line: echoed as an empty line.
    case blank
    /// A converted line.
    case converted(ConversionOutput)
    /// A line that could not be converted, with its localized message.
    case failed(input: String, message: String)
}

/// The collected results of a batch run.
struct BatchOutcome {
    private(set) var lines: [BatchLine] = []
    /// Whether any line failed (exit 65).
    private(set) var failed = false

    mutating func add(_ line: BatchLine) {
        if case .failed = line { failed = true }
        lines.append(line)
    }

    /// Text mode: the value, `error: message` or an empty line, per input line.
    var textLines: [String] {
        lines.map { line in
            switch line {
            case .blank: ""
            case .converted(let output): output.value
            case .failed(_, let message): "error: " + message
            }
        }
    }

    /// JSON mode: one object per non-blank line.
    var jsonLines: [BatchJSONLine] {
        lines.compactMap { line in
            switch line {
            case .blank: nil
            case .converted(let output): .converted(output)
            case .failed(let input, let message): .failed(BatchJSONError(input: input, error: message))
            }
        }
    }
}

/// A bad line in `--batch --json` output.
struct BatchJSONError: Encodable {
    let input: String
    let error: String
}

/// One element of the `--batch --json` array.
enum BatchJSONLine: Encodable {
    case converted(ConversionOutput)
    case failed(BatchJSONError)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .converted(let output): try output.encode(to: encoder)
        case .failed(let error): try error.encode(to: encoder)
        }
    }
}
