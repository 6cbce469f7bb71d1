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
        sink.write("\(toolName): \(severity): \(flattened)\n")
    }
}
