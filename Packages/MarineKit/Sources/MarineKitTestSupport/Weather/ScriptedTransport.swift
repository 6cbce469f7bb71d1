import Foundation
import MarineWeather
import Synchronization

/// An `OpenMeteoTransport` that answers from a script and records every URL it was asked for.
public final class ScriptedTransport: OpenMeteoTransport {
    /// How to answer a request.
    public typealias Responder = @Sendable (URL) throws(OpenMeteoError) -> HTTPReply

    private let responder: Responder
    private let log = Mutex<[URL]>([])

    /// Creates a transport answering every request with `responder`.
    public init(_ responder: @escaping Responder) {
        self.responder = responder
    }

    /// The URLs requested so far, in order.
    public var requests: [URL] { log.withLock { $0 } }

    /// Records the URL and answers it.
    public func get(_ url: URL) async throws(OpenMeteoError) -> HTTPReply {
        log.withLock { $0.append(url) }
        return try responder(url)
    }
}
