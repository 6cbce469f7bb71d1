import Foundation

/// An item waiting to be sent to a remote, in the order queued.
public struct OutboxEntry: Codable, Identifiable, Sendable, Equatable {
    /// `kind/localKey`, unique: queuing twice keeps one entry.
    public var id: String
    /// What the item is.
    public var kind: String
    /// The item's local key.
    public var localKey: String
    /// When it was queued.
    public var queuedAt: Date

    /// Creates an entry.
    public init(kind: String, localKey: String, queuedAt: Date) {
        self.id = "\(kind)/\(localKey)"
        self.kind = kind
        self.localKey = localKey
        self.queuedAt = queuedAt
    }
}
