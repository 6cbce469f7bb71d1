/// A file served from memory (assets are embedded in the program), with its optional pre-compressed gzip form.
public struct EmbeddedAsset: Sendable {
    /// The URL path it answers, starting with `/` (`/` for the page itself).
    public let path: String
    /// The media type, for example `text/html; charset=utf-8`.
    public let contentType: String
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The same file gzip-compressed (RFC 1952), sent to clients that accept gzip; nil when not worth it.
    public let gzipped: [UInt8]?
    /// Whether the name carries the content's hash, so the bytes at this path never change.
    ///
    /// Such a file is cached a year as `immutable`; otherwise clients revalidate every time (`no-cache`, ETag).
    public let isImmutable: Bool
    /// The entity tag of ``bytes`` (quoted; the gzip form's adds `-gzip`): a 64-bit FNV-1a hash in hex.
    public let entityTag: String

    /// An asset; the entity tag is computed from the bytes.
    public init(path: String, contentType: String, bytes: [UInt8], gzipped: [UInt8]? = nil, isImmutable: Bool = false) {
        self.path = path
        self.contentType = contentType
        self.bytes = bytes
        self.gzipped = gzipped
        self.isImmutable = isImmutable
        entityTag = "\"" + String(Self.fnv1a(bytes), radix: 16) + "\""
    }

    /// FNV-1a, 64 bits (Fowler, Noll, Vo; offset basis 14695981039346656037, prime 1099511628211): a change
    /// detector for caches, not a security hash.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 1_099_511_628_211
        }
        return hash
    }
}
