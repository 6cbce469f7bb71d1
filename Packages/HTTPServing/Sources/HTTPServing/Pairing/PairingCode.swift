import Foundation

/// A one-time pairing code: six decimal digits, valid until ``expiresAt`` or its first use.
public struct PairingCode: Sendable, Equatable {
    /// The digits, for example `"042917"`.
    public let text: String
    /// The scope a device paired with it gets.
    public let scope: PairingScope
    /// When it stops being accepted.
    public let expiresAt: Date

    /// A code.
    public init(text: String, scope: PairingScope, expiresAt: Date) {
        self.text = text
        self.scope = scope
        self.expiresAt = expiresAt
    }
}

/// The result of presenting a pairing code.
public enum PairingOutcome: Sendable, Equatable {
    /// Paired: the new device, and the `Set-Cookie` value that carries its session token.
    case paired(PairedDevice, setCookie: String)
    /// The code is wrong, expired, used or voided (one answer for all, so a guesser learns nothing).
    case refused
    /// Too many wrong codes lately: try again after this many seconds.
    case rateLimited(retryAfterSeconds: Int)
}

/// How a request may reach the API.
public enum PairingAccess: Sendable, Equatable {
    /// From this machine: no pairing needed, full control.
    case local
    /// A paired device's session cookie.
    case paired(PairedDevice)
    /// Neither: only the pages and `POST` of a pairing code.
    case none

    /// Whether the request may change state (``PairingScope/control``, or local).
    public var mayControl: Bool {
        switch self {
        case .local: true
        case .paired(let device): device.scope == .control
        case .none: false
        }
    }
}
