/// A one-line progress note on standard error while long work runs (weather fetches, big imports, sync).
///
/// Shown only when standard error is a terminal and `TERM` is not `dumb`: the text is written after a carriage
/// return and an erase-line (`ESC [ K`, ECMA-48 EL), so each note replaces the last, and ``clear()`` removes it
/// before the result is printed. Otherwise it writes nothing, so logs, pipes and tests stay clean.
public struct ProgressLine: Sendable {
    /// Where the note goes (standard error).
    let sink: any OutputSink
    /// Whether notes are shown at all.
    public let isShown: Bool

    /// Creates the progress line of a run.
    ///
    /// - Parameter environment: the tool's environment; its `standardErrorIsTerminal` decides.
    public init(environment: ToolEnvironment) {
        sink = environment.standardError
        isShown = environment.standardErrorIsTerminal && environment.variables["TERM"] != "dumb"
    }

    /// Replaces the note with `text`.
    ///
    /// - Parameter text: one line, without a newline.
    public func show(_ text: String) {
        if isShown { sink.write("\r\u{1B}[K" + text) }
    }

    /// Removes the note, leaving the cursor at the start of an empty line.
    public func clear() {
        if isShown { sink.write("\r\u{1B}[K") }
    }
}

extension CommandContext {
    /// The progress line of this run (silent unless standard error is a terminal).
    public var progress: ProgressLine { ProgressLine(environment: environment) }
}
