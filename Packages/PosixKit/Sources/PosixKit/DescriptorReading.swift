import Glibc

/// What one read from a descriptor gave (`read(2)`, `recv(2)`), so callers outside PosixKit need no `errno`.
public enum DescriptorRead: Equatable, Sendable {
    /// This many bytes (at least 1) were read into the buffer.
    case bytes(Int)
    /// End of file: the writer or the peer closed (0 bytes).
    case end
    /// Nothing now (`EINTR`, `EAGAIN`): read again when the descriptor is readable.
    case again
    /// The call failed with this error.
    case failed(SystemCallError)

    init(count: Int, call: String) {
        if count > 0 {
            self = .bytes(count)
        } else if count == 0 {
            self = .end
        } else if errno == EINTR || errno == EAGAIN {
            self = .again
        } else {
            self = .failed(.last(call))
        }
    }
}

extension Descriptor {
    /// Opens `path` read-only and close-on-exec (`open(2)` with `O_RDONLY | O_CLOEXEC`).
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - nonBlocking: with `O_NONBLOCK` too (a named pipe then opens without a writer).
    /// - Returns: the descriptor; close it with ``Descriptor/close(_:)``.
    /// - Throws: the `open` error (`ENOENT`, `EACCES`, …).
    public static func openForReading(_ path: String, nonBlocking: Bool = false) throws(SystemCallError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (nonBlocking ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw SystemCallError.last("open") }
        return descriptor
    }

    /// Creates a new file for writing that nobody else can have opened (`open(2)` with `O_CREAT | O_EXCL |
    /// O_NOFOLLOW | O_CLOEXEC`): it fails when anything, a symbolic link included, is already at `path`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - permissions: its permission bits, less the file-creation mask (`0o600`: the owner's only).
    /// - Returns: the descriptor, write-only; close it with ``Descriptor/close(_:)``.
    /// - Throws: the `open` error (``SystemErrorCode/fileExists``, `ELOOP` for a link, `EACCES`, …).
    public static func createExclusive(_ path: String, permissions: UInt32) throws(SystemCallError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
        guard descriptor >= 0 else { throw SystemCallError.last("open") }
        return descriptor
    }

    /// Reads up to `buffer.count` bytes (`read(2)`).
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> DescriptorRead {
        DescriptorRead(count: Glibc.read(descriptor, buffer.baseAddress, buffer.count), call: "read")
    }

    /// Writes one byte to the write end of a non-blocking wake-up pipe, without waiting: a full pipe already
    /// wakes its reader, so a failed write loses nothing.
    public static func wake(_ writeEnd: Int32) {
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// Reads everything the read end of a non-blocking wake-up pipe holds, so the next wait blocks again.
    public static func drain(_ readEnd: Int32) {
        var bytes = [UInt8](repeating: 0, count: 64)
        while Glibc.read(readEnd, &bytes, bytes.count) > 0 {}
    }

    /// Receives one datagram of up to `buffer.count` bytes (`recv(2)` without flags).
    public static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> DescriptorRead {
        DescriptorRead(count: recv(descriptor, buffer.baseAddress, buffer.count, 0), call: "recv")
    }
}

extension SystemCallError {
    /// `EISDIR` from `call`: a directory where a file was expected.
    public static func isDirectory(_ call: String) -> SystemCallError {
        SystemCallError(call: call, code: EISDIR)
    }

    /// `ECONNRESET` from `call`: the peer closed the connection.
    public static func connectionReset(_ call: String) -> SystemCallError {
        SystemCallError(call: call, code: ECONNRESET)
    }
}
