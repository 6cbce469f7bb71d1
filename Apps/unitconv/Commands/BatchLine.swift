import ConversionKit

/// The result of one non-blank line of `unitconv --batch`.
enum BatchLine {
    /// A converted line.
    case converted(ConversionResult)
    /// A line that could not be converted, with its localized message.
    case failed(input: String, message: String)
}

/// A bad line in `--batch --json` output.
struct BatchJSONError: Encodable {
    let input: String
    let error: String
}
