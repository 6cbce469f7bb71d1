import DenizrotaCommands
import Foundation

/// The in-memory double of `SecretStore` (DenizrotaCommands) for tests, shipped in DenizrotaTestSupport: a dictionary keyed by the attributes, and a switch that makes
/// every call fail as a keyring without a running Secret Service does.
public final class InMemorySecretStore: SecretStore, @unchecked Sendable {
    private let lock = NSLock()
    private var secrets: [[String: String]: String] = [:]
    /// When set, every call throws it (a locked or missing keyring).
    public var failure: SecretStoreError?

    /// Creates an empty keyring.
    public init() {}

    /// Every stored secret by attributes (for assertions).
    public var contents: [[String: String]: String] { lock.withLock { secrets } }

    /// Stores `secret`, or throws ``failure``.
    public func store(_ secret: String, label: String, attributes: [String: String]) throws(SecretStoreError) {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        secrets[attributes] = secret
    }

    /// The secret, or throws ``failure``.
    public func lookup(attributes: [String: String]) throws(SecretStoreError) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return secrets[attributes]
    }

    /// Removes the secret, or throws ``failure``.
    public func clear(attributes: [String: String]) throws(SecretStoreError) {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        secrets[attributes] = nil
    }
}
