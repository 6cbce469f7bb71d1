import Localization

/// Writes one-line diagnostics to standard error: `denklem: error: …`, `denklem: warning: …`, and hints.
///
/// The severity word is localized and coloured (red, yellow) only when colour is allowed (`ToolEnvironment.allowsColor`).
public struct DiagnosticWriter: Sendable {
    /// The tool's name, the first word of every line.
    public let toolName: String
    /// Standard error.
    public let sink: any OutputSink
    /// The localizer for the severity words and messages.
    public let localizer: Localizer
    /// Whether to colour the severity word.
    public let usesColor: Bool

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - toolName: the tool's name.
    ///   - sink: standard error.
    ///   - localizer: the localizer.
    ///   - usesColor: whether to colour the severity word.
    public init(toolName: String, sink: any OutputSink, localizer: Localizer, usesColor: Bool) {
        self.toolName = toolName
        self.sink = sink
        self.localizer = localizer
        self.usesColor = usesColor
    }

    /// Writes `tool: error: message`.
    ///
    /// - Parameter message: the localized message, one line.
    public func error(_ message: String) {
        line(severityKey: "diagnostic.error", color: "\u{1B}[1;31m", message: message)
    }

    /// Writes `tool: warning: message`.
    ///
    /// - Parameter message: the localized message, one line.
    public func warning(_ message: String) {
        line(severityKey: "diagnostic.warning", color: "\u{1B}[1;33m", message: message)
    }

    /// Writes a hint line as is, such as the `--help` hint.
    ///
    /// - Parameter message: the localized hint.
    public func hint(_ message: String) {
        sink.write(message + "\n")
    }

    /// Writes the message of a localizable error as an error line.
    ///
    /// - Parameter error: the error.
    public func error(_ error: any LocalizableError) {
        self.error(localizer.message(for: error))
    }

    private func line(severityKey: String, color: String, message: String) {
        let word = localizer.text(severityKey)
        let severity = usesColor ? "\(color)\(word)\u{1B}[0m" : word
        let flattened = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        sink.write("\(toolName): \(severity): \(Self.visible(flattened))\n")
    }

    /// The text with every control character made visible, so that a value echoed from input (a batch line, a
    /// name from a file) cannot drive the terminal: a tab becomes a space, U+0000–U+001F their Control Pictures
    /// (ESC: `␛`), DEL `␡`, and U+0080–U+009F `<U+009B>`.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: result.append(" ")
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F: result.append("\u{2421}")
            case 0x80..<0xA0:
                result.append(contentsOf: "<U+00\(String(scalar.value, radix: 16, uppercase: true))>".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
