import Synchronization

/// An in-memory output sink for tests: collects everything written to it.
public final class BufferedOutput: OutputSink {
    private let storage = Mutex("")

    /// Creates an empty buffer.
    public init() {}

    /// Everything written so far.
    public var text: String { storage.withLock { $0 } }

    /// Appends the text.
    ///
    /// - Parameter text: the text.
    public func write(_ text: String) {
        storage.withLock { $0 += text }
    }
}
