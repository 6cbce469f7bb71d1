#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `write(2)` loops shared by the output sinks and ``OutputFile``.
enum PosixWriting {
    /// Writes every byte to the descriptor, retrying on `EINTR` and short writes.
    ///
    /// - Parameters:
    ///   - bytes: the bytes.
    ///   - descriptor: an open, writable descriptor.
    /// - Returns: 0 when everything was written, otherwise the `errno` of the failed `write(2)` (`EIO` when it
    ///   wrote nothing without an error).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return 0
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, pointer, count)
        #else
            Darwin.write(descriptor, pointer, count)
        #endif
    }
}
