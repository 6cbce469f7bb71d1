import MarineHTTP

/// What one ``URLSessionExchange`` brought back: a reply (any HTTP status) or, when there was none, why, in a few
/// English words that the callers put in their own errors (`OpenMeteoError.transport`, `SyncError.offline`).
public enum URLSessionExchangeOutcome: Sendable, Equatable {
    /// The server answered.
    case reply(HTTPReply)
    /// No answer: "connection refused", "host not found", "no answer within 15 s", …
    case failed(detail: String)
}
