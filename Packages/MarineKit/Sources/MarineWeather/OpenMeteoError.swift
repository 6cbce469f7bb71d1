/// Why an Open-Meteo answer could not be used.
///
/// Messages live in the string catalog under `error.weather.*`.
public enum OpenMeteoError: Error, Sendable, Equatable {
    /// The API answered with its documented error body `{"error":true,"reason":…}` (HTTP 400 or 429).
    case api(status: Int, reason: String)
    /// The API answered with an HTTP status that is not 200 and no error body (e.g. 502).
    case httpStatus(Int)
    /// The body is not JSON in any documented shape; `detail` says what was wrong.
    case malformed(detail: String)
    /// The answer holds a different number of locations than were requested.
    case locationCountMismatch(expected: Int, received: Int)
    /// The request did not complete: refused connection, DNS failure; `detail` names it.
    case transport(detail: String)
    /// No complete answer within the whole-request timeout, seconds.
    case timedOut(seconds: Double)
    /// The answer is longer than the limit, bytes (it is not read further).
    case tooLarge(limitBytes: Int)
    /// The connection broke while the body arrived (reset, or fewer bytes than announced); `detail` is curl's.
    case interrupted(receivedBytes: Int, detail: String)
    /// A forecast or marine URL given to the tools (`--weather-url`, `--marine-url`, their environment variables)
    /// that is not an absolute `http`/`https` URL with a host, as given.
    case invalidEndpoint(String)

    /// Catalog key of the one-line message.
    public var messageKey: String {
        switch self {
        case .api: "error.weather.api"
        case .httpStatus: "error.weather.httpStatus"
        case .malformed: "error.weather.malformed"
        case .locationCountMismatch: "error.weather.locationCount"
        case .transport: "error.weather.transport"
        case .timedOut: "error.weather.timedOut"
        case .tooLarge: "error.weather.tooLarge"
        case .interrupted: "error.weather.interrupted"
        case .invalidEndpoint: "error.weather.endpoint"
        }
    }

    /// Positional arguments of the message (`{0}`, `{1}`).
    public var messageArguments: [String] {
        switch self {
        case .api(let status, let reason): [String(status), reason]
        case .httpStatus(let status): [String(status)]
        case .malformed(let detail): [detail]
        case .locationCountMismatch(let expected, let received): [String(expected), String(received)]
        case .transport(let detail): [detail]
        case .timedOut(let seconds): [String(format: "%g", seconds)]
        case .tooLarge(let limit): [String(limit)]
        case .interrupted(let received, let detail): [String(received), detail]
        case .invalidEndpoint(let text): [text]
        }
    }
}
