import Glibc

/// `poll(2)` over a set of descriptors, as values: what each one waits for and what it got.
public struct PollSet: Sendable {
    /// One descriptor's interest and, after ``wait(milliseconds:)``, its readiness.
    public struct Entry: Equatable, Sendable {
        /// The descriptor.
        public var descriptor: Int32
        /// Wait for data to read (or a connection to accept).
        public var wantsRead: Bool
        /// Wait for room to write.
        public var wantsWrite: Bool
        /// Readable, or the peer hung up / an error is pending (a read then says which).
        public internal(set) var isReadable = false
        /// Writable, or an error is pending (a write then says which).
        public internal(set) var isWritable = false
        /// Readable or writable: `poll(2)` reported anything for the descriptor.
        public var isReady: Bool { isReadable || isWritable }

        /// An entry waiting for reading and/or writing.
        public init(descriptor: Int32, wantsRead: Bool = true, wantsWrite: Bool = false) {
            self.descriptor = descriptor
            self.wantsRead = wantsRead
            self.wantsWrite = wantsWrite
        }
    }

    /// The descriptors, in the order added.
    public var entries: [Entry]

    /// A set of the given entries.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Waits up to `milliseconds` (0: just look; negative: forever) for any entry to be ready, then marks each.
    ///
    /// - Returns: how many entries are ready (0 on timeout), or the error (`EINTR` when a signal arrived).
    @discardableResult
    public mutating func wait(milliseconds: Int32) -> Result<Int, SystemCallError> {
        var requests = entries.map { entry in
            let events = (entry.wantsRead ? POLLIN : 0) | (entry.wantsWrite ? POLLOUT : 0)
            return pollfd(fd: entry.descriptor, events: Int16(events), revents: 0)
        }
        let count = poll(&requests, nfds_t(requests.count), milliseconds)
        guard count >= 0 else { return .failure(.last("poll")) }
        let trouble = Int16(POLLERR | POLLHUP | POLLNVAL)
        for index in entries.indices {
            let got = requests[index].revents
            entries[index].isReadable = got & (Int16(POLLIN) | trouble) != 0
            entries[index].isWritable = got & (Int16(POLLOUT) | Int16(POLLERR)) != 0
        }
        return .success(Int(count))
    }
}
