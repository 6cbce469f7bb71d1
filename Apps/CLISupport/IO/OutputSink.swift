/// Where a tool writes text: standard output, standard error, or a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes text as UTF-8, unchanged (no newline added).
    ///
    /// - Parameter text: the text.
    func write(_ text: String)
}
