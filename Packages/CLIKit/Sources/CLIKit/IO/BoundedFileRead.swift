#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``LiveFileSystem``'s size-bounded read: `open(2)` with `O_NONBLOCK` (a FIFO without a writer does not block the
/// open), `fstat(2)` on the descriptor (a folder is refused, a regular file over the limit refused by its size), then
/// blocking `read(2)` up to the limit + 1 bytes.
enum BoundedFileRead {
    /// The file's bytes, at most `limit`.
    ///
    /// - Throws: ``InputFileError``.
    static func contents(atPath path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == EISDIR ? .isDirectory(path: path) : .cannotOpen(path: path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .readFailed(path: path) }
        switch FileKind.kind(ofMode: status.st_mode) {
        case .directory: throw .isDirectory(path: path)
        case .regularFile where Int(status.st_size) > limit: throw .tooLarge(path: path, limit: limit)
        default: break
        }
        // Blocking again: a pipe with a writer is read as it is written; one without reads as empty at once.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try readAll(descriptor, path: path, limit: limit)
    }

    private static func readAll(_ descriptor: Int32, path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = min(buffer.count, limit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .readFailed(path: path) }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }
}
