import Foundation

/// An HTTP answer: status and body.
///
/// Any status is a reply; only a failed exchange is an error.
public struct HTTPReply: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The response body.
    public var body: Data

    /// Creates a reply.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
