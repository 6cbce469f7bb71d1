/// Names a request whose answer comes later (``HTTPAnswer/deferred(_:)``, ``HTTPServer/complete(_:with:now:)``):
/// unique for the server's life, so a late answer can never reach a newer connection on a reused descriptor.
public struct HTTPTicket: Sendable, Hashable {
    /// The ticket's number, from 1.
    public let number: Int
}
