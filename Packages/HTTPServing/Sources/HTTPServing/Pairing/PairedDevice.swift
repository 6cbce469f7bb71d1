import Foundation

/// A browser paired with the server: its name, scope and the SHA-256 of its session token (the token itself is
/// only ever in the browser's cookie).
public struct PairedDevice: Sendable, Codable, Identifiable, Equatable {
    /// The device's name, unique among the paired devices (the user's, or `device-N`); the `id`.
    public var name: String
    /// The SHA-256 of the session token, 64 lower-case hexadecimal digits.
    public var tokenHash: String
    /// What it may do.
    public var scope: PairingScope
    /// When it was paired.
    public var pairedAt: Date
    /// The numeric address it paired from (for the user's list; later requests may come from another).
    public var address: String

    /// The name, as `Identifiable` wants it.
    public var id: String { name }

    /// A device record.
    public init(name: String, tokenHash: String, scope: PairingScope, pairedAt: Date, address: String) {
        self.name = name
        self.tokenHash = tokenHash
        self.scope = scope
        self.pairedAt = pairedAt
        self.address = address
    }
}

/// Where the paired devices are kept (the caller's database); every call may throw the store's own error.
public protocol PairedDeviceStore: AnyObject {
    /// Every paired device.
    func loadDevices() throws -> [PairedDevice]
    /// Stores a new device.
    func saveDevice(_ device: PairedDevice) throws
    /// Forgets the device named `name`.
    func removeDevice(named name: String) throws
}
