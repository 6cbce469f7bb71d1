import Foundation

/// A browser paired with the dashboard (`denizrota dashboard devices`).
package struct TripControlDevice: Sendable, Equatable, Codable {
    /// Its name, which `denizrota dashboard revoke` takes.
    public var name: String
    /// `view` or `control`.
    public var scope: String
    /// When it was paired.
    public var pairedAt: Date
    /// The numeric address it paired from.
    public var address: String

    /// A device.
    public init(name: String, scope: String, pairedAt: Date, address: String) {
        self.name = name
        self.scope = scope
        self.pairedAt = pairedAt
        self.address = address
    }
}
