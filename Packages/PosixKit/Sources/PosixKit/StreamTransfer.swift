import Glibc

/// Bounded, non-blocking reads and writes on a stream socket: one call each, never waiting, never raising
/// `SIGPIPE` (writes use `send(2)` with `MSG_NOSIGNAL`, so a peer that went away is an error value, not a signal
/// that would end the process).
public enum StreamTransfer {
    /// What one read got.
    public enum ReadOutcome: Equatable, Sendable {
        /// This many bytes (at least one) were stored at the start of the buffer.
        case bytes(Int)
        /// Nothing to read now (`EAGAIN`, `EINTR`).
        case wouldBlock
        /// The peer closed its side (end of file).
        case ended
        /// The read failed (connection reset, …).
        case failed(SystemCallError)
    }

    /// Reads at most `buffer.count` bytes into `buffer` without waiting.
    public static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadOutcome {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .ended }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .wouldBlock }
        return .failed(.last("recv"))
    }

    /// Writes as much of `bytes` as the socket takes now.
    ///
    /// - Returns: the count written (0 when the socket is full), or the error (`EPIPE`, `ECONNRESET`).
    public static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Result<Int, SystemCallError> {
        guard !bytes.isEmpty else { return .success(0) }
        let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count >= 0 { return .success(count) }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .success(0) }
        return .failure(.last("send"))
    }
}
