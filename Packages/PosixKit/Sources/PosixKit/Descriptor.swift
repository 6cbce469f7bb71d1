import Glibc

/// File descriptor helpers: pipes, flags, bounded writes and closing.
///
/// `pipe2`/`accept4` are GNU extensions Swift's Glibc module does not import, so flags are set with `fcntl(2)`.
public enum Descriptor {
    /// Creates a pipe with both ends close-on-exec, optionally non-blocking.
    public static func pipe(nonBlocking: Bool) throws(SystemCallError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw SystemCallError.last("pipe") }
        for end in ends { setFlags(end, nonBlocking: nonBlocking) }
        return (ends[0], ends[1])
    }

    /// Sets close-on-exec and, when asked, `O_NONBLOCK`.
    public static func setFlags(_ descriptor: Int32, nonBlocking: Bool) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        if nonBlocking { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
    }

    /// Closes a descriptor (errors ignored: there is nothing left to do with it).
    public static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Waits up to `milliseconds` (negative: forever) for `descriptor` to become readable.
    ///
    /// - Returns: true when readable (or at end of file / hung up), false on timeout or error.
    public static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds) > 0
    }

    /// Writes all bytes (blocking semantics; on `EINTR`/`EAGAIN` it polls 10 ms and retries, at most 1,000 times).
    ///
    /// - Returns: false when the descriptor failed or stayed full.
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        var retries = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR || errno == EAGAIN, retries < 1000 {
                retries += 1
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, 10)
            } else {
                return false
            }
        }
        return true
    }
}
