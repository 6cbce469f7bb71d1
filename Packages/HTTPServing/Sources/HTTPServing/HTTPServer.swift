// Linux only, like PosixKit, whose sockets and poll(2) the server drives (the manifest's PosixKit dependency has
// the same condition); the parser, responses and assets build everywhere.
#if os(Linux)
    import Foundation
    import PosixKit

    /// A non-blocking HTTP/1.1 server with Server-Sent Events, driven by the caller's `poll(2)` loop.
    ///
    /// It never blocks and never reads the clock: the caller polls ``pollEntries`` (with its own descriptors, or
    /// through ``runOnce(timeoutMilliseconds:now:)``), hands each ready entry to ``service(_:now:)``, calls
    /// ``tick(now:)`` at least by ``nextDeadline`` and publishes updates with ``publishState(_:now:)`` and
    /// ``publishEvent(named:_:now:)``. Every call does bounded work (one read chunk per connection, one write, a few
    /// accepts), so a slow or hostile client cannot hold up the caller's loop. The listening sockets are the caller's
    /// (PosixKit's `TCPListener`); the server closes them in ``close()``.
    public final class HTTPServer {
        /// Answers one request (after the server's own checks: framing, limits, `Host` allowlist).
        public typealias Handler = (HTTPRequest, HTTPPeer) -> HTTPAnswer
        /// The answer for a refused request (the request when its head was parsed, else nil).
        public typealias ErrorResponder = (HTTPStatus, HTTPRequest?) -> HTTPResponse

        /// The bounds applied.
        public let limits: HTTPLimits
        /// `Host` values accepted (lower-case, with the port as the client sends it); empty: any (tests only).
        public let allowedHosts: Set<String>
        /// Whether a `Host` equal to the address and port the client reached the server at is accepted besides
        /// ``allowedHosts`` (a server bound to `0.0.0.0`: whichever of the machine's addresses the client used; a
        /// name is never accepted this way, so DNS rebinding still fails).
        public var acceptsReachedAddress = false
        let listeners: [Int32]
        let handler: Handler
        let errorResponder: ErrorResponder
        var connections: [Int32: HTTPConnection] = [:]
        /// The latest state, sent first on every stream and coalesced afterwards.
        var latestState: [UInt8]?
        /// Identified events for `Last-Event-ID` replay, oldest first.
        var ring: [(number: Int, bytes: [UInt8])] = []
        var lastEventNumber = 0
        /// Prefix of event ids: a new value each run, so an id from an earlier run replays the whole ring.
        let streamTag: String
        var lastTicket = 0

        /// A server on already listening sockets.
        ///
        /// - Parameters:
        ///   - listeners: listening sockets (PosixKit's `TCPListener`); the server closes them in ``close()``.
        ///   - limits: the bounds applied.
        ///   - allowedHosts: the `Host` values accepted (DNS rebinding); empty accepts any.
        ///   - streamTag: distinguishes this run's event ids (for example the start time in seconds).
        ///   - errorResponder: the body of refusals; the default is plain text.
        ///   - handler: answers each request that passed the server's checks.
        public init(
            listeners: [Int32], limits: HTTPLimits = HTTPLimits(), allowedHosts: Set<String>, streamTag: String,
            errorResponder: ErrorResponder? = nil, handler: @escaping Handler
        ) {
            self.listeners = listeners
            self.limits = limits
            self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
            self.streamTag = streamTag
            self.handler = handler
            self.errorResponder = errorResponder ?? { status, _ in .text(status, "\(status)\n") }
        }

        /// Open connections (event streams included).
        public var connectionCount: Int { connections.count }

        /// Open event streams.
        public var streamCount: Int { connections.values.count { $0.isStream } }

        /// The descriptors to poll: the listeners for reading; each connection for reading, and for writing while it
        /// has unsent bytes.
        public var pollEntries: [PollSet.Entry] {
            listeners.map { PollSet.Entry(descriptor: $0) }
                + connections.values.map {
                    PollSet.Entry(
                        descriptor: $0.descriptor, wantsRead: $0.unsentCount == 0 || $0.isStream,
                        wantsWrite: $0.unsentCount > 0)
                }
        }

        /// Whether a descriptor is one of this server's (a listener or a connection).
        public func owns(_ descriptor: Int32) -> Bool {
            listeners.contains(descriptor) || connections[descriptor] != nil
        }

        /// Handles one polled entry: accepts on a listener; reads, answers and writes on a connection.
        public func service(_ entry: PollSet.Entry, now: Date) {
            service(descriptor: entry.descriptor, readable: entry.isReadable, writable: entry.isWritable, now: now)
        }

        /// Handles one descriptor that a caller's own `poll(2)` found readable (or hung up) and/or writable.
        public func service(descriptor: Int32, readable: Bool, writable: Bool, now: Date) {
            if listeners.contains(descriptor) {
                if readable { accept(on: descriptor, now: now) }
                return
            }
            guard let connection = connections[descriptor] else { return }
            if writable { write(connection, now: now) }
            if readable && !connection.isClosed { read(connection, now: now) }
            if !connection.isClosed { process(connection, now: now) }
            removeIfClosed(connection)
        }

        /// Polls its own descriptors for up to `timeoutMilliseconds` (capped by ``nextDeadline``), then services what
        /// is ready and runs the timers: a loop of its own for a thread, or for tests.
        public func runOnce(timeoutMilliseconds: Int32, now: () -> Date) {
            var timeout = timeoutMilliseconds
            if let deadline = nextDeadline {
                let until = Int32(
                    max(0, min(Double(Int32.max), (deadline.timeIntervalSince(now()) * 1000).rounded(.up))))
                timeout = timeout < 0 ? until : min(timeout, until)
            }
            var set = PollSet(pollEntries)
            _ = set.wait(milliseconds: timeout)
            for entry in set.entries where entry.isReadable || entry.isWritable { service(entry, now: now()) }
            tick(now: now())
        }

        /// Closes every connection and the listeners.
        public func close() {
            for connection in connections.values { Descriptor.close(connection.descriptor) }
            connections.removeAll()
            for listener in listeners { Descriptor.close(listener) }
        }

        private func accept(on listener: Int32, now: Date) {
            for _ in 0..<limits.acceptsPerCall {
                guard let (descriptor, address) = TCPListener.accept(listener) else { return }
                let peer = HTTPPeer(address: address, local: reachedAddress(descriptor))
                let fromPeer = connections.values.count { $0.peer.address == address }
                guard connections.count < limits.connections, fromPeer < limits.connectionsPerAddress else {
                    let refusal = errorResponder(.serviceUnavailable, nil)
                    _ = StreamTransfer.write(
                        descriptor, refusal.serialized(date: now, headOnly: false, closing: true)[...])
                    Descriptor.close(descriptor)
                    continue
                }
                connections[descriptor] = HTTPConnection(descriptor: descriptor, peer: peer, limits: limits, now: now)
            }
        }

        private func read(_ connection: HTTPConnection, now: Date) {
            var chunk = [UInt8](repeating: 0, count: limits.readChunkBytes)
            switch StreamTransfer.read(connection.descriptor, into: &chunk) {
            case .bytes(let count):
                guard !connection.isStream else { return }  // a stream's client has nothing to say
                if connection.idleSince != nil {
                    connection.idleSince = nil
                    connection.requestStarted = now
                }
                connection.parser.append(chunk[0..<count])
            case .wouldBlock:
                break
            case .ended, .failed:
                shut(connection)
            }
        }

        /// `host:port` (`[v6]:port`) the client reached, lower-case, when ``acceptsReachedAddress``.
        private func reachedAddress(_ descriptor: Int32) -> String? {
            guard acceptsReachedAddress, let host = TCPListener.localHost(descriptor),
                let port = TCPListener.localPort(descriptor)
            else { return nil }
            return (host.contains(":") ? "[\(host)]" : host).lowercased() + ":\(port)"
        }

        /// A new ticket for ``HTTPAnswer/deferred(_:)``.
        public func makeTicket() -> HTTPTicket {
            lastTicket += 1
            return HTTPTicket(number: lastTicket)
        }

        /// Sends the deferred answer of `ticket` (``HTTPAnswer/deferred(_:)``) and goes on with the connection's
        /// next request; nothing when that connection has closed meanwhile.
        public func complete(_ ticket: HTTPTicket, with response: HTTPResponse, now: Date) {
            guard let connection = connections.values.first(where: { $0.awaiting?.ticket == ticket }),
                let waiting = connection.awaiting
            else { return }
            connection.awaiting = nil
            let closing = !waiting.request.keepsAlive || connection.served >= limits.requestsPerConnection
            connection.closeAfterWrite = closing
            let headOnly = waiting.request.method == "HEAD"
            connection.queue(response.serialized(date: now, headOnly: headOnly, closing: closing), now: now)
            write(connection, now: now)
            if !connection.isClosed { process(connection, now: now) }
            removeIfClosed(connection)
        }

        /// Closes the event streams that belong to `owner` (``HTTPAnswer/ownedEventStream(owner:)``).
        public func closeStreams(owner: String) {
            for connection in Array(connections.values) where connection.isStream && connection.owner == owner {
                shut(connection)
                removeIfClosed(connection)
            }
        }

        func write(_ connection: HTTPConnection, now: Date) {
            let ok = connection.flush(now: now) { descriptor, bytes in
                if case .success(let count) = StreamTransfer.write(descriptor, bytes) { return count }
                return nil
            }
            guard ok else { return shut(connection) }
            guard connection.unsentCount == 0 else { return }
            if connection.closeAfterWrite { return shut(connection) }
            if !connection.isStream && connection.requestStarted == nil && connection.idleSince == nil {
                connection.idleSince = now
            }
        }

        func shut(_ connection: HTTPConnection) {
            guard !connection.isClosed else { return }
            connection.isClosed = true
            Descriptor.close(connection.descriptor)
        }

        func removeIfClosed(_ connection: HTTPConnection) {
            if connection.isClosed { connections[connection.descriptor] = nil }
        }
    }
#endif
