/// How many lines an `NMEAStreamDecoder` saw and what became of them.
public struct NMEADecodeCounts: Sendable, Equatable, Codable {
    /// Lines seen (non-empty).
    public var lines = 0
    /// Supported sentences decoded.
    public var sentences = 0
    /// Well-formed sentences of other types (GSV, GSA, proprietary, AIS).
    public var unsupported = 0
    /// Lines rejected: not NMEA, too long, bad or missing checksum, malformed fields.
    public var rejected = 0
    /// Of `rejected`, those with a wrong or missing checksum.
    public var checksumErrors = 0

    /// Creates zero counts.
    public init() {}
}
