import Foundation

/// One HTTP request of the sync clients.
public struct SyncHTTPRequest: Sendable, Equatable {
    /// `GET`, `POST`, `PATCH`, `DELETE`.
    public var method: String
    /// The URL.
    public var url: URL
    /// Header fields (name → value).
    public var headers: [String: String]
    /// The body, empty for none.
    public var body: Data

    /// Creates a request.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
