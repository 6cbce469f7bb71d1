/// The client at the other end of a connection.
public struct HTTPPeer: Sendable, Equatable {
    /// Its numeric address (`127.0.0.1`, `192.168.1.20`, `::1`).
    public let address: String

    /// The numeric address (and port) this client reached the server at, `192.168.1.20:8642`, when known.
    public let local: String?

    /// A peer at `address` that reached the server at `local`.
    public init(address: String, local: String? = nil) {
        self.address = address
        self.local = local
    }

    /// Whether it is this machine (127.0.0.0/8, `::1`, or an IPv4-mapped loopback address).
    public var isLoopback: Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.")
    }
}

/// What a handler answers a request with.
public enum HTTPAnswer: Sendable {
    /// A complete response.
    case response(HTTPResponse)
    /// Turn the connection into a Server-Sent Events stream: the server sends the latest state, replays alert
    /// events after the request's `Last-Event-ID`, then every update (``HTTPServer/publishState(_:now:)``,
    /// ``HTTPServer/publishEvent(named:_:now:)``).
    case eventStream
    /// An event stream like ``eventStream`` that belongs to `owner` (a paired device's name), so that
    /// ``HTTPServer/closeStreams(owner:)`` can end it when the device is revoked.
    case ownedEventStream(owner: String)
    /// The answer comes later, from work done elsewhere (a worker thread): the connection waits, reading no further
    /// request, until the caller's loop passes the response to ``HTTPServer/complete(_:with:now:)`` with this
    /// ticket (from ``HTTPServer/makeTicket()``).
    case deferred(HTTPTicket)
}
