import Foundation

/// A cached answer used because the API failed: which API, how old the oldest entry used is, and why.
public struct ForecastStaleness: Sendable, Equatable {
    /// The API that failed.
    public var api: OpenMeteoRequest.API
    /// Age of the oldest cached entry used, seconds.
    public var ageSeconds: TimeInterval
    /// Why the API could not be used.
    public var cause: OpenMeteoError

    /// Creates a staleness note.
    public init(api: OpenMeteoRequest.API, ageSeconds: TimeInterval, cause: OpenMeteoError) {
        self.api = api
        self.ageSeconds = ageSeconds
        self.cause = cause
    }
}
