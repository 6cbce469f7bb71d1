import CZlib

/// zlib compression (RFC 1950 stream, the format PDF's `/FlateDecode` expects) through the system library at the
/// highest level; deterministic for the same input.
enum Deflate {
    /// `bytes` compressed, or nil if zlib reports an error (the writer then stores the stream uncompressed).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { destination in
            bytes.withUnsafeBufferPointer { source in
                compress2(
                    destination.baseAddress, &capacity, source.baseAddress, uLong(bytes.count), Z_BEST_COMPRESSION)
            }
        }
        guard status == Z_OK else { return nil }
        return Array(output.prefix(Int(capacity)))
    }
}
