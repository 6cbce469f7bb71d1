/// Why no forecast could be produced (the CLI exits 69, service unavailable).
public enum WeatherServiceError: Error, Sendable, Equatable {
    /// `api` failed with `cause` and the cache held nothing younger than 12 hours for every location.
    case unavailable(api: OpenMeteoRequest.API, cause: OpenMeteoError)

    /// The underlying API failure.
    public var cause: OpenMeteoError {
        switch self {
        case .unavailable(_, let cause): cause
        }
    }
}
