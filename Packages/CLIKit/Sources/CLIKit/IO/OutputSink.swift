/// Where a tool writes text: standard output, standard error, or a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes text as UTF-8, unchanged (no newline added).
    ///
    /// - Parameter text: the text.
    func write(_ text: String)

    /// Writes bytes unchanged (a PDF sent to standard output with `--pdf -`).
    ///
    /// The default implementation decodes the bytes as UTF-8 and calls `write(_:)`, which replaces invalid
    /// sequences; sinks that can carry binary data implement it themselves.
    ///
    /// - Parameter bytes: the bytes.
    /// - Throws: `POSIXError` when the stream fails (no space left, an I/O error).
    func writeBytes(_ bytes: [UInt8]) throws
}

extension OutputSink {
    /// Decodes the bytes as UTF-8 and writes them as text.
    ///
    /// - Parameter bytes: the bytes.
    /// - Throws: nothing itself; the requirement throws so that a sink over a descriptor can report a failed write.
    public func writeBytes(_ bytes: [UInt8]) throws {
        write(String(decoding: bytes, as: UTF8.self))
    }
}
