/// Serves ``EmbeddedAsset``s: GET and HEAD, `ETag`/`If-None-Match` → 304, `Cache-Control` (`no-cache` for
/// revalidated files, a year and `immutable` for hashed names), and the gzip form with `Vary: Accept-Encoding` to
/// clients that accept it.
public struct AssetCatalog: Sendable {
    private let assets: [String: EmbeddedAsset]

    /// A catalog of these assets (the last one wins for a repeated path).
    public init(_ assets: [EmbeddedAsset]) {
        self.assets = Dictionary(assets.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
    }

    /// Whether a path is served.
    public func contains(_ path: String) -> Bool { assets[path] != nil }

    /// The answer to a GET or HEAD of an asset's path, or nil when no asset has that path.
    public func response(to request: HTTPRequest) -> HTTPResponse? {
        guard let asset = assets[request.path] else { return nil }
        let gzip = asset.gzipped.flatMap { Self.acceptsGzip(request.header("accept-encoding")) ? $0 : nil }
        let tag = gzip == nil ? asset.entityTag : String(asset.entityTag.dropLast()) + "-gzip\""
        let cache = asset.isImmutable ? "public, max-age=31536000, immutable" : "no-cache"
        var headers: [(name: String, value: String)] = [("ETag", tag)]
        if asset.gzipped != nil { headers.append(("Vary", "Accept-Encoding")) }
        if Self.matches(request.header("if-none-match"), tag) {
            var response = HTTPResponse(status: .notModified, cacheControl: cache, headers: headers)
            response.body = []
            return response
        }
        if gzip != nil { headers.append(("Content-Encoding", "gzip")) }
        return HTTPResponse(
            status: .ok, contentType: asset.contentType, body: gzip ?? asset.bytes, cacheControl: cache,
            headers: headers)
    }

    /// Whether an `Accept-Encoding` value accepts gzip (listed without `q=0`).
    static func acceptsGzip(_ value: String?) -> Bool {
        guard let value else { return false }
        for item in value.lowercased().split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingSpaces }
            guard parts.first == "gzip" || parts.first == "x-gzip" else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (quality ?? 1) > 0
        }
        return false
    }

    /// Whether `If-None-Match` names `tag` (weak comparison, RFC 9110 §13.1.2) or is `*`.
    static func matches(_ value: String?, _ tag: String) -> Bool {
        guard let value else { return false }
        let tags = value.split(separator: ",").map { $0.trimmingSpaces }
        return tags.contains { $0 == "*" || $0 == tag || $0 == "W/" + tag }
    }
}
