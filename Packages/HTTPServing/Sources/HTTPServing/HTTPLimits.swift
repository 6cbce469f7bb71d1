/// The server's bounds on requests, connections and streams (Docs/security.md; RFC 9112 §3, §5).
///
/// Every figure bounds memory or time a client can take: the defaults suit a boat's dashboard, a handful of
/// phones and tablets.
public struct HTTPLimits: Sendable, Equatable {
    /// Longest request line in bytes, CRLF excluded (else 414); RFC 9112 §3 recommends at least 8,000.
    public var requestLineBytes = 8192
    /// Largest header section in bytes after the request line, blank line included (else 431).
    public var headerBytes = 16384
    /// Most header fields (else 431).
    public var headerFields = 100
    /// Largest request body in bytes (else 413).
    public var bodyBytes = 16384
    /// Seconds from a request's first byte (or the connection's start) until its head and body are complete
    /// (else 408 and close): one total deadline, so a slowloris client cannot extend it byte by byte.
    public var requestDeadline: Double = 10
    /// Seconds an idle keep-alive connection stays open between requests.
    public var keepAliveIdle: Double = 10
    /// Seconds a deferred answer (``HTTPAnswer/deferred(_:)``, work done off the caller's loop) may take before the
    /// client gets 504 with `Retry-After` (``deferredRetryAfter``) and the connection closes; the late answer is then
    /// dropped (``HTTPServer/complete(_:with:now:)`` finds no connection waiting for its ticket).
    public var deferredAnswerDeadline: Double = 30
    /// The `Retry-After` seconds of that 504.
    public var deferredRetryAfter = 10
    /// Seconds a connection may leave written bytes unread (a client not reading) before it is closed.
    public var writeStall: Double = 30
    /// Requests served on one connection before it is closed (`Connection: close` on the last).
    public var requestsPerConnection = 100
    /// Connections open at once, event streams included (beyond: 503 and close).
    public var connections = 64
    /// Connections open at once from one client address (a browser uses up to 6 per host).
    public var connectionsPerAddress = 16
    /// Bytes read from one connection per service call (bounds the work of one loop iteration).
    public var readChunkBytes = 16384
    /// Connections accepted per service call of the listener.
    public var acceptsPerCall = 16
    /// Bytes an event stream may hold unsent before the client is dropped as too slow.
    public var streamBufferBytes = 65536
    /// Least seconds between two state updates to one event stream; updates in between are coalesced into the
    /// latest.
    ///
    /// 0.09 s: about 10 per second, with room for the jitter of a 10 Hz receiver. A spacing of exactly 0.1 s holds
    /// back every fix that arrives a little early and carries the delay on to the next (measured with
    /// `scripts/bench http` at 10 Hz: p50 32 ms, p95 61 ms); faster sources (20–50 Hz) are coalesced.
    public var streamStateInterval: Double = 0.09
    /// Seconds without anything sent on an event stream before a heartbeat comment.
    public var streamHeartbeat: Double = 15
    /// Alert events kept for `Last-Event-ID` replay.
    public var streamReplayEvents = 64

    /// The defaults.
    public init() {}
}
