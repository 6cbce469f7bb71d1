import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor (1 = standard output, 2 = standard error), unbuffered.
///
/// A broken pipe (`denklem … | head -1`) ends the write silently: the reader has gone.
public struct FileDescriptorSink: OutputSink {
    /// The file descriptor written to.
    public let descriptor: Int32

    /// Standard output.
    public static let standardOutput = FileDescriptorSink(descriptor: 1)
    /// Standard error.
    public static let standardError = FileDescriptorSink(descriptor: 2)

    /// Creates a sink writing to a descriptor the caller keeps open.
    ///
    /// - Parameter descriptor: an open, writable file descriptor.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all bytes of the text, retrying on interruption and short writes.
    ///
    /// - Parameter text: the text.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Writes all bytes, retrying on interruption and short writes; a broken pipe ends the write silently.
    ///
    /// - Parameter bytes: the bytes.
    /// - Throws: `POSIXError` with the `write(2)` error (`ENOSPC` on `/dev/full`, `EIO`, …).
    public func writeBytes(_ bytes: [UInt8]) throws {
        let code = PosixWriting.writeAll(bytes, to: descriptor)
        guard code == 0 || code == EPIPE else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
    #else
        Darwin.write(descriptor, pointer, count)
    #endif
}
