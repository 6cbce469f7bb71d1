/// A one-line progress note on standard error while long work runs (weather fetches, big imports, sync).
///
/// Shown only when standard error is a terminal and `TERM` is not `dumb`: the text is written after a carriage
/// return and a blank line's worth of spaces (no escape sequence, so `NO_COLOR` terminals see none either), so each
/// note replaces the last, and ``clear()`` removes it before the result is printed. Otherwise it writes nothing, so
/// logs, pipes and tests stay clean.
public struct ProgressLine: Sendable {
    /// Where the note goes (standard error).
    let sink: any OutputSink
    /// Whether notes are shown at all.
    public let isShown: Bool
    /// Spaces that blank the line: one less than the width help wraps at (`COLUMNS`, the terminal, or 80), so the
    /// cursor never wraps to the next line.
    let blank: String

    /// Creates the progress line of a run.
    ///
    /// - Parameter environment: the tool's environment; its `standardErrorIsTerminal` decides.
    public init(environment: ToolEnvironment) {
        sink = environment.standardError
        isShown = environment.standardErrorIsTerminal && environment.variables["TERM"] != "dumb"
        blank = "\r" + String(repeating: " ", count: environment.helpWidth - 1) + "\r"
    }

    /// Replaces the note with `text`.
    ///
    /// - Parameter text: one line, without a newline.
    public func show(_ text: String) {
        if isShown { sink.write(blank + text) }
    }

    /// Removes the note, leaving the cursor at the start of an empty line.
    public func clear() {
        if isShown { sink.write(blank) }
    }
}

extension CommandContext {
    /// The progress line of this run (silent unless standard error is a terminal).
    public var progress: ProgressLine { ProgressLine(environment: environment) }
}
