import Synchronization

/// An in-memory output sink for tests: collects everything written to it.
public final class BufferedOutput: OutputSink {
    private let storage = Mutex([UInt8]())

    /// Creates an empty buffer.
    public init() {}

    /// Everything written so far, decoded as UTF-8.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Everything written so far, byte for byte.
    public var bytes: [UInt8] { storage.withLock { $0 } }

    /// Appends the text.
    ///
    /// - Parameter text: the text.
    public func write(_ text: String) {
        storage.withLock { $0 += Array(text.utf8) }
    }

    /// Appends the bytes.
    ///
    /// - Parameter bytes: the bytes.
    public func writeBytes(_ bytes: [UInt8]) {
        storage.withLock { $0 += bytes }
    }
}
