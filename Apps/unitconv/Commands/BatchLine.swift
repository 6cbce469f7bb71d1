import CLIKit
import ConversionKit

/// The result of one non-blank line of `unitconv --batch`.
enum BatchLine {
    /// A converted line (JSON mode).
    case converted(ConversionResult)
    /// A converted line's exact value (text mode, which prints only the value).
    case value(Rational)
    /// A line that could not be converted, with its localized message.
    case failed(input: String, message: String)
}
