// Linux only, like HTTPServer.swift.
#if os(Linux)
    import Foundation

    /// One client connection's state: its parser, unsent bytes and timers (owned by ``HTTPServer``).
    final class HTTPConnection {
        let descriptor: Int32
        let peer: HTTPPeer
        var parser: HTTPRequestParser
        /// Bytes to send, from ``sent`` on.
        private(set) var output: [UInt8] = []
        private var sent = 0
        /// Close once the output is written.
        var closeAfterWrite = false
        /// Closed (the server removes it).
        var isClosed = false
        /// Requests answered.
        var served = 0
        /// The start of the request in progress (its deadline runs from here); nil while idle between requests.
        var requestStarted: Date?
        /// When the connection became idle after a response; nil while a request is in progress.
        var idleSince: Date?
        /// The last time bytes were written (or output was queued onto an empty buffer): the stall timer.
        var lastProgress: Date
        /// Whether this is an event stream.
        var isStream = false
        /// The deferred answer this connection waits for, its request (HEAD? keep-alive? the language of a 504)
        /// and since when it waits.
        var awaiting: (ticket: HTTPTicket, request: HTTPRequest, since: Date)?
        /// Whom the stream belongs to (``HTTPAnswer/ownedEventStream(owner:)``).
        var owner: String?
        /// A state update is owed (the latest is sent when the interval has passed and the buffer is empty).
        var statePending = false
        /// When the last state update was queued.
        var lastStateSent: Date?
        /// When anything was last queued on the stream (heartbeat timer).
        var lastQueued: Date

        init(descriptor: Int32, peer: HTTPPeer, limits: HTTPLimits, now: Date) {
            self.descriptor = descriptor
            self.peer = peer
            parser = HTTPRequestParser(limits: limits)
            requestStarted = now
            lastProgress = now
            lastQueued = now
        }

        /// Unsent bytes.
        var unsentCount: Int { output.count - sent }

        /// Queues bytes to send.
        func queue(_ bytes: [UInt8], now: Date) {
            if unsentCount == 0 { lastProgress = now }
            output += bytes
            lastQueued = now
        }

        /// Writes what the socket takes now; false when the connection failed.
        func flush(now: Date, write: (Int32, ArraySlice<UInt8>) -> Int?) -> Bool {
            guard unsentCount > 0 else { return true }
            guard let count = write(descriptor, output[sent...]) else { return false }
            if count > 0 {
                sent += count
                lastProgress = now
            }
            if sent == output.count {
                output.removeAll(keepingCapacity: output.count <= 65536)
                sent = 0
            } else if sent > 65536 {
                output.removeFirst(sent)
                sent = 0
            }
            return true
        }
    }
#endif
