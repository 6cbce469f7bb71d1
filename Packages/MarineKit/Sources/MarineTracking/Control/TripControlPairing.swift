import Foundation

/// A dashboard pairing code, as the control socket hands it to `denizrota dashboard pair` (the only place besides
/// the daemon's terminal it is shown; never in a log, a URL or an argument).
package struct TripControlPairing: Sendable, Equatable, Codable {
    /// Six decimal digits.
    public var code: String
    /// `view` or `control`: what a device paired with it may do.
    public var scope: String
    /// When the code stops being accepted (5 minutes after it was issued).
    public var expiresAt: Date

    /// A code.
    public init(code: String, scope: String, expiresAt: Date) {
        self.code = code
        self.scope = scope
        self.expiresAt = expiresAt
    }
}
