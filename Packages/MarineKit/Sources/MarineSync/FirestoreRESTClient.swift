import Foundation
import Localization

/// ``SyncRemote`` over the Firestore REST API v1 (firebase.google.com/docs/reference/rest): `GET` a document, list a
/// collection page by page, `POST …/documents:commit`.
///
/// Each request carries `Authorization: Bearer <ID token>`; a 401 refreshes the token once; 429 and 5xx are
/// retried after 0.5, 1, 2 and 4 s (exponential backoff, as Google's API guidelines ask) before
/// ``SyncError/serverBusy(status:)``.
package struct FirestoreRESTClient: SyncRemote {
    /// Delays before the retries of a 429/5xx answer, seconds.
    public static let backoffSeconds = [0.5, 1, 2, 4]
    /// Documents per list page.
    public static let pageSize = 300

    /// The signed-in user's id.
    public let userID: String
    private let endpoints: FirebaseEndpoints
    private let tokens: SyncTokenSource
    private let transport: any SyncTransport
    private let sleep: @Sendable (Double) async -> Void

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - userID: the signed-in user.
    ///   - endpoints: where Firestore is.
    ///   - tokens: the ID token source.
    ///   - transport: the HTTP transport.
    ///   - sleep: waits the given seconds (injected so tests need not wait).
    public init(
        userID: String, endpoints: FirebaseEndpoints, tokens: SyncTokenSource, transport: any SyncTransport,
        sleep: @escaping @Sendable (Double) async -> Void
    ) {
        self.userID = userID
        self.endpoints = endpoints
        self.tokens = tokens
        self.transport = transport
        self.sleep = sleep
    }

    /// `projects/P/databases/(default)/documents/<path>`.
    public func documentName(_ path: String) -> String {
        "projects/\(endpoints.project)/databases/(default)/documents/\(path)"
    }

    /// The document at `path`, or `nil` when Firestore answers 404 with its `NOT_FOUND` error.
    ///
    /// - Throws: ``SyncError/notFound(path:)`` for a 404 that is not Firestore's (a wrong address answers with a
    ///   page of its own), so a missing document is never confused with a missing server.
    public func get(_ path: String) async throws(SyncError) -> FirestoreDocument? {
        let reply = try await send("GET", url(path), path: path)
        if reply.status == 404 {
            guard Self.status(reply) == "NOT_FOUND" else { throw .notFound(path: path) }
            return nil
        }
        try check(reply, path: path)
        return try FirestoreDocument.decode(reply.body)
    }

    /// Every document of a collection, following `nextPageToken`.
    ///
    /// Firestore (and its emulator) lists a collection that does not exist as `{}` with 200, so a 404 here means
    /// the address, project or database is wrong.
    ///
    /// - Throws: ``SyncError/notFound(path:)`` on 404, never an empty listing (that would make sync believe the
    ///   cloud has no routes or trips).
    public func list(_ path: String, mask: [String]?) async throws(SyncError) -> [FirestoreDocument] {
        var documents: [FirestoreDocument] = []
        var token: String?
        repeat {
            var query = [URLQueryItem(name: "pageSize", value: String(Self.pageSize))]
            if let token { query.append(URLQueryItem(name: "pageToken", value: token)) }
            for field in mask ?? [] { query.append(URLQueryItem(name: "mask.fieldPaths", value: field)) }
            let reply = try await send("GET", url(path, query: query), path: path)
            if reply.status == 404 { throw .notFound(path: path) }
            try check(reply, path: path)
            let page = try FirestoreDocument.decodeList(reply.body)
            documents += page.documents
            token = page.next
        } while token != nil
        return documents
    }

    /// Applies `writes` atomically.
    public func commit(_ writes: [FirestoreWrite]) async throws(SyncError) -> [String?] {
        guard let first = writes.first else { return [] }
        let path = first.documentName.components(separatedBy: "/documents/").last ?? first.documentName
        let body = Data(FirestoreWrite.commitBody(writes).utf8)
        let reply = try await send(
            "POST", endpoints.firestoreDocuments.absoluteString + ":commit", path: path, body: body)
        if [409, 404].contains(reply.status) || Self.status(reply) == "FAILED_PRECONDITION" {
            throw .conflict(path: path)
        }
        try check(reply, path: path)
        return try FirestoreWrite.decodeCommitResult(reply.body)
    }

    private func url(_ path: String, query: [URLQueryItem] = []) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let encoded = path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        var components = URLComponents()
        components.queryItems = query.isEmpty ? nil : query
        return endpoints.firestoreDocuments.absoluteString + "/" + encoded.joined(separator: "/")
            + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    /// One request with token refresh on 401 and backoff on 429/5xx.
    private func send(_ method: String, _ address: String, path: String, body: Data = Data()) async throws(SyncError)
        -> HTTPReply
    {
        guard let url = URL(string: address) else { throw .malformedAnswer(detail: "bad URL \(address)") }
        var refreshed = false
        var attempt = 0
        while true {
            let token = try await tokens.idToken(forceRefresh: refreshed)
            var headers = ["Authorization": "Bearer \(token)"]
            if !body.isEmpty { headers["Content-Type"] = "application/json" }
            let reply = try await transport.send(
                SyncHTTPRequest(method: method, url: url, headers: headers, body: body))
            if reply.status == 401, !refreshed {
                refreshed = true
                continue
            }
            guard reply.status == 429 || reply.status >= 500 else { return reply }
            guard attempt < Self.backoffSeconds.count else { throw .serverBusy(status: reply.status) }
            await sleep(Self.backoffSeconds[attempt])
            attempt += 1
        }
    }

    private func check(_ reply: HTTPReply, path: String) throws(SyncError) {
        switch reply.status {
        case 200: return
        case 401: throw .sessionExpired
        case 403: throw .permissionDenied(path: path)
        default: throw .rejected(status: reply.status, message: Self.message(reply))
        }
    }

    private static func errorObject(_ reply: HTTPReply) -> [String: JSONValue]? {
        guard case .object(let object) = try? FirestoreJSONReader.parse(reply.body),
            case .object(let error) = object["error"]
        else { return nil }
        return error
    }

    private static func status(_ reply: HTTPReply) -> String? {
        errorObject(reply).flatMap { FirestoreJSONReader.string($0, "status") }
    }

    private static func message(_ reply: HTTPReply) -> String {
        let text = errorObject(reply).flatMap { FirestoreJSONReader.string($0, "message") } ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: " ")
    }
}
